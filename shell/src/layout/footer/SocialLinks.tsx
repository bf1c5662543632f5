import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon, type IconProps } from '@mealbox/web-kit';
import { SOCIAL_PROFILES, type SocialNetwork } from './social-profiles';
import styles from './SocialLinks.module.css';

const ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  TikTok: TikTokIcon,
  X: XIcon,
};

/**
 * The brand's social profiles as icon links. Each is named by its aria-label ('Mealbox on Instagram'), opens in a
 * new tab so the customer keeps their place in the shop, and is marked rel="me" (these accounts are ours).
 */
export function SocialLinks() {
  return (
    <ul className={styles.list} aria-label="Follow Mealbox">
      {SOCIAL_PROFILES.map(({ network, href }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              className={styles.link}
              href={href}
              target="_blank"
              rel="noopener noreferrer me"
              aria-label={`Mealbox on ${network}`}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
