import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One router on the page: the browser code's two import rules below both name it (a later block's rule replaces an
// earlier one's for the files both match).
const ONE_ROUTER = { name: 'react-router-dom', message: "Import the router from '@mealbox/web-kit/router'." };

/**
 * The layers inside a service (ARCHITECTURE.md, "Layer rules and why"): the folders each layer must not import from,
 * matched as a folder anywhere in a relative import's path, so a feature folder's layers (ordering's
 * `orders/domain`, identity's `contact/http`) are held to the same rules as a service's top-level ones.
 */
const LAYER_RULES = [
  {
    layer: 'domain',
    forbidden: ['http', 'consumers', 'jobs'],
    why: 'the rules are decided without HTTP or Kafka, so one rule serves a route, a consumer and a job',
  },
  {
    layer: 'data',
    forbidden: ['domain', 'http', 'events', 'consumers', 'jobs'],
    why: 'models and stored shapes depend on nothing above them',
  },
  {
    layer: 'events',
    forbidden: ['domain', 'http', 'consumers', 'jobs'],
    why: "an outbound event is built from the facts it is given, not from the domain's workings",
  },
];

const layerBlocks = LAYER_RULES.map(({ layer, forbidden, why }) => ({
  files: [`services/*/src/**/${layer}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\.?/(.*/)?(${forbidden.join('|')})(/|$)`,
            message: `${layer}/ must not import from ${forbidden.join('/, ')}/: ${why}.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'infra/.build/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerBlocks,
  {
    // One router on the page, and only the parts the site uses shipped: see packages/web-kit/src/router.ts.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/web-kit/src/**/*.{ts,tsx}'],
    ignores: ['packages/web-kit/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_ROUTER],
        },
      ],
    },
  },
  {
    // Contracts' root entry loads zod, whose schema compiler tries `new Function` and so meets the site's CSP (no
    // eval): in the browser, values come from contracts' browser-safe entry points; types from anywhere.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/web-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.unit.test.{ts,tsx}', '**/*-fixtures.ts', 'packages/web-kit/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ONE_ROUTER,
            {
              name: '@mealbox/contracts',
              allowTypeImports: true,
              message:
                "In the browser, import values from a browser-safe entry point (e.g. '@mealbox/contracts/contact-limits'); the root loads zod, which the CSP refuses.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mfe-*/**/*.tsx', 'packages/web-kit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
