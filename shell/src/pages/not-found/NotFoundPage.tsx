import { Link } from '@mealbox/web-kit/router';
import { ArrowRightIcon, EmptyPlateArt, LinkButton, StatusPage, useDocumentTitle } from '@mealbox/web-kit';
import styles from './NotFoundPage.module.css';

const POPULAR = [
  { to: '/meals', label: 'This week’s menu' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/pricing', label: 'Plans and pricing' },
  { to: '/contact', label: 'Contact us' },
];

/** Every path nobody serves. The shell owns it, so it works even when every remote is down. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <StatusPage
      art={<EmptyPlateArt />}
      eyebrow="Error 404"
      title="Sorry, we couldn’t find that page"
      actions={
        <>
          <LinkButton to="/" variant="primary" size="lg">
            Back to home
          </LinkButton>
          <LinkButton to="/meals" variant="secondary" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
            Browse the menu
          </LinkButton>
        </>
      }
      aside={
        <nav aria-label="Popular pages">
          <p className={styles.asideTitle}>Popular pages</p>
          <ul className={styles.links}>
            {POPULAR.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <p>
        The page you were looking for isn&rsquo;t on the menu. It may have moved, or the link may be out of
        date.
      </p>
    </StatusPage>
  );
}
