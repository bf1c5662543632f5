import { ArrowRightIcon, LinkButton, PlateIcon, formatWeekdayDate } from '@mealbox/web-kit';
import { SITE_PATHS } from '../../checkout-paths';
import { InvitationCard } from '../InvitationCard';
import styles from './RecipesCard.module.css';

/**
 * 'Your recipes' for a customer whose plan does not include them: one honest line and the way to the plans. With a
 * change to the Large plan not yet paid for, the line says which box opens them (the catalogue follows the plan
 * paid for).
 */
export function RecipesComeWithLarge({ opensWithBoxOn }: { opensWithBoxOn?: string } = {}) {
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
      {opensWithBoxOn
        ? ` Yours open once your first Large box, due ${formatWeekdayDate(opensWithBoxOn)}, is paid.`
        : null}
    </InvitationCard>
  );
}
