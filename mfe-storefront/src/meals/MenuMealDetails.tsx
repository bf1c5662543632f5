import { ArrowRightIcon, LinkButton, MealDetailsModal, type MealDetailsModalProps } from '@mealbox/web-kit';

/** Where 'Get Started' leads from the menu (spec section 2: the menu's Get Started goes to /plan). */
export const GET_STARTED_PATH = '/plan';

/** 'More Info' on the public pages: the meal's details, and 'Get Started' towards a plan. */
export function MenuMealDetails(props: Omit<MealDetailsModalProps, 'actions'>) {
  return (
    <MealDetailsModal
      {...props}
      actions={() => (
        <LinkButton to={GET_STARTED_PATH} variant="accent" iconEnd={<ArrowRightIcon size={18} />}>
          Get Started
        </LinkButton>
      )}
    />
  );
}
