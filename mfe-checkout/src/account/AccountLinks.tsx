import { useId, type ReactNode } from 'react';
import { Link } from '@mealbox/web-kit/router';
import {
  BoxIcon,
  ChevronRightIcon,
  MailIcon,
  PlateIcon,
  QuestionIcon,
  TruckIcon,
  cx,
} from '@mealbox/web-kit';
import { SITE_PATHS } from '../checkout-paths';
import card from './Card.module.css';
import styles from './AccountLinks.module.css';

interface AccountLink {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** Each leads to a page of the site that exists today. */
const LINKS: readonly AccountLink[] = [
  {
    to: SITE_PATHS.plan,
    title: 'Choose a plan',
    text: 'Decide how many meals you’d like each week.',
    icon: <BoxIcon size={22} />,
  },
  {
    to: SITE_PATHS.menu,
    title: 'This week’s menu',
    text: 'Every dish, with its ingredients and nutrition.',
    icon: <PlateIcon size={22} />,
  },
  {
    to: SITE_PATHS.delivery,
    title: 'Delivery',
    text: 'Delivery days, costs and packaging.',
    icon: <TruckIcon size={22} />,
  },
  {
    to: SITE_PATHS.help,
    title: 'Help Centre',
    text: 'Answers about plans, delivery and payment.',
    icon: <QuestionIcon size={22} />,
  },
  {
    to: SITE_PATHS.contact,
    title: 'Contact us',
    text: 'Send our team a message.',
    icon: <MailIcon size={22} />,
  },
];

/** 'Helpful links': the way from the account to the rest of the site. */
export function AccountLinks() {
  const titleId = useId();
  return (
    <nav className={cx(card.card, styles.panel)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Helpful links
      </h2>
      <ul className={styles.links}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              <span className={styles.icon}>{link.icon}</span>
              <span className={styles.words}>
                <span className={styles.linkTitle}>{link.title}</span>
                <span className={styles.linkText}>{link.text}</span>
              </span>
              <ChevronRightIcon size={18} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
