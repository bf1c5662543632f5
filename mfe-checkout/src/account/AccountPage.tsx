import {
  Button,
  PageHeader,
  SignOutIcon,
  cx,
  fetchCurrentUser,
  useAsync,
  useSession,
} from '@mealbox/web-kit';
import { AccountLinks } from './AccountLinks';
import { AddressesCard } from './addresses/AddressesCard';
import { AllergensCard } from './allergens/AllergensCard';
import { CreditCard } from './credit/CreditCard';
import { EmailPreferencesCard } from './email/EmailPreferencesCard';
import { OrdersCard } from './OrdersCard';
import { ProfileCard } from './ProfileCard';
import { RecipesCard } from './recipes/RecipesCard';
import { SubscriptionSection } from './subscription/SubscriptionSection';
import { useCurrentSubscription } from './subscription/use-current-subscription';
import { recipesToShow } from './recipes/recipes-to-show';
import { RecipesComeWithLarge } from './recipes/RecipesComeWithLarge';
import { useAccountSignOut } from './use-account-sign-out';
import styles from './AccountPage.module.css';

/**
 * /account, the customer's own page (DESIGN section 1: the customer area belongs to checkout). Shown only to a
 * signed-in customer: the shell's customer guard sends anyone else to /login?next=/account first. Their details
 * come from identity (GET /auth/users/me/), their subscription from ordering (GET /api/subscriptions/current/) and
 * their email choices from notifications (GET /api/notifications/preferences/), their allergen exclusions from
 * ordering (GET /api/customers/me/allergen-exclusions/), their account credit from ordering
 * (GET /api/customers/me/credit/), a Large subscriber's recipes from
 * the catalogue (GET /api/meals/recipes/),
 * through the page's one session, which refreshes the access token when it has expired.
 */
export function AccountPage() {
  const session = useSession();
  // Keyed by who is signed in, so another customer signing in (in another tab) never sees the last one's details.
  const me = useAsync((signal) => fetchCurrentUser(signal), `me:${session.userId ?? ''}`);
  const subscription = useCurrentSubscription(session.userId ?? '');
  const recipes = recipesToShow(subscription);
  const signOut = useAccountSignOut();
  return (
    <>
      <PageHeader
        eyebrow="Your Mealbox"
        title="My Account"
        actions={
          <Button
            variant="secondary"
            icon={<SignOutIcon size={18} />}
            onClick={() => void signOut.signOut()}
            disabled={signOut.pending}
          >
            {signOut.pending ? 'Signing out…' : 'Sign out'}
          </Button>
        }
      >
        <p>Your subscription, your details, and the quickest way to everything else.</p>
      </PageHeader>
      <div className={styles.page}>
        <div className={cx('mb-container', styles.layout)}>
          <div className={styles.main}>
            <SubscriptionSection current={subscription} />
            {recipes.kind === 'ask' ? (
              <RecipesCard
                planKey={recipes.key}
                {...(recipes.opensWithBoxOn ? { opensWithBoxOn: recipes.opensWithBoxOn } : {})}
              />
            ) : recipes.kind === 'not-on-plan' ? (
              <RecipesComeWithLarge />
            ) : null}
            <ProfileCard status={me.status} user={me.data} error={me.error} onRetry={me.retry} />
            <AddressesCard />
            <AllergensCard />
            <OrdersCard />
            <CreditCard />
            <EmailPreferencesCard />
          </div>
          <AccountLinks />
        </div>
      </div>
    </>
  );
}
