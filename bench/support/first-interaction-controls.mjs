// The public pages' controls the first-interaction benchmark taps, each with what a visitor sees as its answer.
// Names and selectors are the components' own: shell/src/layout/header/SiteHeader.tsx (the menu button),
// mfe-storefront/src/plan/{ChoiceGroup,PlanBuilder}.tsx and web-kit's DiscountBox (the plan page),
// mfe-storefront/src/menu/CategoryFilter.tsx and web-kit's MealCard (the menu), shell's SiteFooter (the footer).
// `locate`, `answer` and `baseline` are sources of functions run in the page (a control's answer is checked on
// every frame). `locate` finds the control with a CSS selector and its words, not Playwright's role queries: those
// walk the page's accessibility tree on its main thread (about 0.2 s on /meals at the mobile profile's 4x slowdown),
// a long task no visitor's tap has, which TBT counted as the page's own.

/** A phone's width, where the header shows its menu button instead of the links. */
const PHONE = { width: 375, height: 812 };

/** The source of a function finding the first visible element matching `selector` (with `words` in its text, if given). */
const byWords = (
  selector,
  words = null,
) => `() => [...document.querySelectorAll(${JSON.stringify(selector)})].find(
  (element) => element.checkVisibility() &&
    (${JSON.stringify(words)} === null || element.textContent.replace(/\\s+/g, ' ').includes(${JSON.stringify(words)})),
) ?? null`;

const dialogShown = `() => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.checkVisibility())`;
const pageWithHeading = (path) =>
  `() => location.pathname === '${path}' && document.querySelector('h1')?.checkVisibility() === true`;

export const CONTROLS = [
  {
    name: 'menu',
    label: 'header "Open menu" (375 px)',
    path: '/pricing',
    viewport: PHONE,
    locate: byWords('button[aria-label="Open menu"]'),
    answer: dialogShown,
  },
  {
    name: 'plan-choice',
    label: 'plan choice "12 meals"',
    path: '/join-now/plans/',
    // The card is the radio's label; the radio itself is drawn invisible inside it.
    locate: byWords('label:has(input[name="number_of_meals"][value="12"])'),
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
    locate: byWords('button', 'Have a discount code?'),
    answer: `() => document.querySelector('input[name="discount_code"]')?.checkVisibility() === true`,
  },
  {
    name: 'select-plan',
    // Signed out, the next step is the 'Get Started' form at the same address (PlanPage.tsx: history state).
    label: '"Select Plan" (-> Get Started)',
    path: '/join-now/plans/',
    locate: byWords('[data-testid="plan-summary"] button', 'Select Plan'),
    answer: `() => document.querySelector('[data-testid="plan-registration"]')?.checkVisibility() === true`,
  },
  {
    name: 'category',
    label: 'category chip "Dessert"',
    path: '/meals',
    locate: byWords('[aria-label="Filter meals by category"] button', 'Dessert'),
    answer: `() => new URLSearchParams(location.search).get('category') === 'dessert' &&
      [...document.querySelectorAll('[aria-label="Filter meals by category"] [aria-pressed="true"]')]
        .some((chip) => chip.textContent.trim() === 'Dessert')`,
  },
  {
    name: 'more-info',
    label: 'first meal\'s "More Info"',
    path: '/meals',
    locate: byWords('button', 'More Info'),
    answer: dialogShown,
  },
  {
    name: 'footer-link',
    label: 'footer "FAQs" link',
    path: '/',
    locate: byWords('footer a', 'FAQs'),
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
    locate: byWords('summary'),
    answer: dialogShown,
  },
  {
    name: 'footer-link',
    label: 'anchor: footer "FAQs" link',
    path: '/',
    locate: byWords('footer a', 'FAQs'),
    answer: pageWithHeading('/faq'),
  },
];

/** The controls named in BENCH_CONTROLS (comma-separated names; all by default). */
export function chosenControls(controls) {
  const names = process.env.BENCH_CONTROLS?.split(',');
  return names ? controls.filter((control) => names.includes(control.name)) : controls;
}
