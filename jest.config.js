// One jest run, four projects: `unit` (pure, no I/O), `int` (services in-process against the real local
// MongoDB-wire server and Kafka), `faults` (the built services as processes, under injected faults), `e2e`
// (Chromium against the composed site). Workspace packages resolve to their
// TypeScript sources so tests never depend on a stale build.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
// TEST_INFRA=containers: the projects that read test-support/real-infra.ts get real MongoDB and Kafka from
// testcontainers (docs/testing.md). Without TEST_INFRA nothing is added, so the default run is as it was.
const testInfra = process.env.TEST_INFRA
  ? {
      globalSetup: '<rootDir>/test-support/containers/global-setup.ts',
      globalTeardown: '<rootDir>/test-support/containers/global-teardown.ts',
    }
  : {};
const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@mealbox/(contracts|platform|web-kit)$': '<rootDir>/packages/$1/src/index.ts',
    '^@mealbox/platform/start-tracing$': '<rootDir>/packages/platform/src/tracing/start-tracing.ts',
    '^@mealbox/web-kit/router$': '<rootDir>/packages/web-kit/src/router.ts',
    '^@mealbox/contracts/order-reference$': '<rootDir>/packages/contracts/src/orders/order-reference.ts',
    '^@mealbox/contracts/order-terms$': '<rootDir>/packages/contracts/src/orders/order-terms.ts',
    '^@mealbox/contracts/plan-choice$': '<rootDir>/packages/contracts/src/plan/plan-choice.ts',
    '^@mealbox/contracts/plan-perks$': '<rootDir>/packages/contracts/src/plan/plan-perks.ts',
    '^@mealbox/contracts/weekly-menu$': '<rootDir>/packages/contracts/src/menu/weekly-menu.ts',
    '^@mealbox/contracts/list-in-words$': '<rootDir>/packages/contracts/src/text/list-in-words.ts',
    '^@mealbox/contracts/star-rating$': '<rootDir>/packages/contracts/src/ratings/star-rating.ts',
    '^@mealbox/contracts/prerender$': '<rootDir>/packages/contracts/src/site/prerender.ts',
    '^@mealbox/contracts/site-routes$': '<rootDir>/packages/contracts/src/site/routes/browser.ts',
    '^@mealbox/contracts/please-wait$': '<rootDir>/packages/contracts/src/http/please-wait.ts',
    '^@mealbox/contracts/contact-limits$': '<rootDir>/packages/contracts/src/http/contact-limits.ts',
    '^@mealbox/contracts/london-calendar$': '<rootDir>/packages/contracts/src/calendar/london-calendar.ts',
    '^@mealbox/contracts/cut-off$': '<rootDir>/packages/contracts/src/calendar/cut-off.ts',
    '^@mealbox/contracts/delivery-notes$': '<rootDir>/packages/contracts/src/delivery/browser.ts',
    '^@mealbox/contracts/lazy-formatter$': '<rootDir>/packages/contracts/src/calendar/lazy-formatter.ts',
    '^@mealbox/contracts/price-lines$': '<rootDir>/packages/contracts/src/pricing/browser.ts',
    '^@mealbox/contracts/add-ons$': '<rootDir>/packages/contracts/src/add-ons/browser.ts',
    '^@mealbox/contracts/credit$': '<rootDir>/packages/contracts/src/credit/browser.ts',
    '^@mealbox/contracts/refunds$': '<rootDir>/packages/contracts/src/refunds/browser.ts',
    '^@mealbox/contracts/food$': '<rootDir>/packages/contracts/src/food/browser.ts',
    '^@mealbox/contracts/subscription-frequency$':
      '<rootDir>/packages/contracts/src/plan/subscription-frequency.ts',
    '^@mealbox/test-support$': '<rootDir>/test-support/index.ts',
  },
  // jose (under jwks-rsa) is ESM only: Node 20 loads it with require(), jest's module system cannot, so it is compiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/jose@[^/]+/node_modules/)?jose/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  rootDir: __dirname,
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.test.ts?(x)'] },
    {
      ...shared,
      ...testInfra,
      displayName: 'int',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test-support/slow-test-timeout.ts'],
      testEnvironment: '<rootDir>/test-support/tidy-kafka-environment.ts',
    },
    {
      ...shared,
      displayName: 'faults',
      testMatch: ['<rootDir>/faults/**/*.fault.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test-support/slow-test-timeout.ts'],
      testEnvironment: '<rootDir>/test-support/tidy-kafka-environment.ts',
    },
    {
      ...shared,
      ...testInfra,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test-support/slow-test-timeout.ts'],
      testEnvironment: '<rootDir>/test-support/tidy-kafka-environment.ts',
    },
  ],
};
