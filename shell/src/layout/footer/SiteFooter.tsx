import { Link } from '@mealbox/web-kit/router';
import { DeliveryClaim } from '@mealbox/web-kit';
import { Logo } from '../Logo';
import { FOOTER_COLUMNS } from './footer-links';
import { SocialLinks } from './SocialLinks';
import styles from './SiteFooter.module.css';

/** The brand blurb and promises, the brand's social profiles, the link columns and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`mb-container ${styles.top}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.blurb}>
            Fresh, chef-prepared, balanced meals delivered to your door every week. Heat, eat and enjoy, with
            a menu that changes weekly and more than 50 dishes a month.
          </p>
          <ul className={styles.promises}>
            <li>
              <DeliveryClaim /> across most of the UK
            </li>
            <li>Skip, pause or cancel any time</li>
          </ul>
          <SocialLinks />
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={`mb-container ${styles.bottomInner}`}>
          <p>&copy; {year} Mealbox Ltd. All rights reserved.</p>
          <p>We accept major credit cards, Apple Pay and Google Pay.</p>
        </div>
      </div>
    </footer>
  );
}
