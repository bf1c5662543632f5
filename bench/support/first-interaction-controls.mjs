// The public pages' controls the first-interaction benchmark taps, each with what a visitor sees as its answer.
// Names and selectors are the components' own: shell/src/layout/header/SiteHeader.tsx (the menu button),
// mfe-storefront/src/plan/{ChoiceGroup,PlanBuilder}.tsx and web-kit's DiscountBox (the plan page),
// mfe-storefront/src/menu/CategoryFilter.tsx and web-kit's MealCard (the menu), shell's SiteFooter (the footer).
// `answer` and `baseline` are sources of functions run in the page (a control's answer is checked on every frame).

/** A phone's width, where the header shows its menu button instead of the links. */
const PHONE = { width: 375, height: 812 };

const dialogShown = `() => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.checkVisibility())`;
const pageWithHeading = (path) =>
  `() => location.pathname === '${path}' && document.querySelector('h1')?.checkVisibility() === true`;

export const CONTROLS = [
  {
    name: 'menu',
    label: 'header "Open menu" (375 px)',
    path: '/pricing',
    viewport: PHONE,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    answer: dialogShown,
  },
  {
    name: 'plan-choice',
    label: 'plan choice "12 meals"',
    path: '/join-now/plans/',
    // The card is the radio's label; the radio itself is drawn invisible inside it.
    target: (page) => page.locator('label:has(input[name="number_of_meals"][value="12"])'),
    baseline: `() => document.querySelector('[data-testid="price-total"]')?.textContent ?? null`,
    answer: `(before) => {
      const total = document.querySelector('[data-testid="price-total"]');
      return total !== null && total.checkVisibility() && total.textContent !== before;
    }`,
  },
  {
    name: 'discount',
    label: '"Have a discount code?"',
    path: '/join-now/plans/',
    target: (page) => page.getByRole('button', { name: 'Have a discount code?' }),
    answer: `() => document.querySelector('input[name="discount_code"]')?.checkVisibility() === true`,
  },
  {
    name: 'select-plan',
    // Signed out, the next step is the 'Get Started' form at the same address (PlanPage.tsx: history state).
    label: '"Select Plan" (-> Get Started)',
    path: '/join-now/plans/',
    target: (page) => page.getByTestId('plan-summary').getByRole('button', { name: 'Select Plan' }),
    answer: `() => document.querySelector('[data-testid="plan-registration"]')?.checkVisibility() === true`,
  },
  {
    name: 'category',
    label: 'category chip "Dessert"',
    path: '/meals',
    target: (page) =>
      page.getByRole('group', { name: 'Filter meals by category' }).getByRole('button', { name: 'Dessert' }),
    answer: `() => new URLSearchParams(location.search).get('category') === 'dessert' &&
      [...document.querySelectorAll('[aria-label="Filter meals by category"] [aria-pressed="true"]')]
        .some((chip) => chip.textContent.trim() === 'Dessert')`,
  },
  {
    name: 'more-info',
    label: 'first meal\'s "More Info"',
    path: '/meals',
    target: (page) => page.getByRole('button', { name: 'More Info' }).first(),
    answer: dialogShown,
  },
  {
    name: 'footer-link',
    label: 'footer "FAQs" link',
    path: '/',
    target: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }),
    answer: pageWithHeading('/faq'),
  },
];

/** The same controls on the static anchor page (bench/support/static-anchor.mjs, with its controls). */
export const ANCHOR_CONTROLS = [
  {
    name: 'menu',
    label: 'anchor: <details> "Open menu" (375 px)',
    path: '/',
    viewport: PHONE,
    target: (page) => page.locator('summary'),
    answer: dialogShown,
  },
  {
    name: 'footer-link',
    label: 'anchor: footer "FAQs" link',
    path: '/',
    target: (page) => page.locator('footer').getByRole('link', { name: 'FAQs' }),
    answer: pageWithHeading('/faq'),
  },
];

/** The controls named in BENCH_CONTROLS (comma-separated names; all by default). */
export function chosenControls(controls) {
  const names = process.env.BENCH_CONTROLS?.split(',');
  return names ? controls.filter((control) => names.includes(control.name)) : controls;
}
