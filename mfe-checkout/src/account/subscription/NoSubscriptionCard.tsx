import { Link } from '@mealbox/web-kit/router';
import { ArrowRightIcon, CalendarIcon } from '@mealbox/web-kit';
import { SITE_PATHS } from '../../checkout-paths';
import { InvitationCard } from '../InvitationCard';
import styles from './NoSubscriptionCard.module.css';

/**
 * 'Your subscription' for a customer without one: it starts with their first paid box. The way there is a plain
 * link: 'Your orders' below already carries the button to the plans.
 */
export function NoSubscriptionCard() {
  return (
    <InvitationCard
      icon={<CalendarIcon size={26} />}
      title="Your subscription"
      testId="subscription-none"
      action={
        <Link to={SITE_PATHS.plan} className={styles.link}>
          Choose your plan
          <ArrowRightIcon size={18} />
        </Link>
      }
    >
      You don&rsquo;t have a subscription yet. It starts with your first paid box: from then on a box comes
      every week on the same day, and you can skip, move, pause or cancel it here.
    </InvitationCard>
  );
}
