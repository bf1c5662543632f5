import { ArrowRightIcon, LinkButton, PlateIcon } from '@mealbox/web-kit';
import { SITE_PATHS } from '../../checkout-paths';
import { InvitationCard } from '../InvitationCard';
import styles from './RecipesCard.module.css';

/** 'Your recipes' for a customer whose plan does not include them: one honest line and the way to the plans. */
export function RecipesComeWithLarge() {
  return (
    <InvitationCard
      icon={<PlateIcon size={26} />}
      title="Your recipes"
      testId="recipes"
      action={
        <LinkButton
          to={SITE_PATHS.pricing}
          variant="secondary"
          size="sm"
          className={styles.more}
          iconEnd={<ArrowRightIcon size={16} />}
        >
          See the plans
        </LinkButton>
      }
    >
      Our recipes, to cook the week&rsquo;s dishes at home, come with the Large plan (15 meals a week).
    </InvitationCard>
  );
}
