/** The shape of a meal card while the menu loads, so the page does not jump when it arrives. */
export function MealCardSkeleton() {
  return (
    <div className="mb-meal-skeleton" aria-hidden="true">
      <div className="mb-skeleton mb-meal-skeleton__image" />
      <div className="mb-meal-skeleton__body">
        <div className="mb-skeleton mb-meal-skeleton__line mb-meal-skeleton__title" />
        <div className="mb-skeleton mb-meal-skeleton__line" />
        <div className="mb-skeleton mb-meal-skeleton__line mb-meal-skeleton__short" />
        <div className="mb-skeleton mb-meal-skeleton__button" />
      </div>
    </div>
  );
}
