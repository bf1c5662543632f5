/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack-cli require()s it */
// mfe_checkout: the customer's side after the plan (DESIGN section 1): the account at /account now; later meal
// selection, details, addresses, cart, success and error. Served by the gateway under /mfe/checkout/; exposes only
// its route objects.
const { createWebpackConfig } = require('@mealbox/federation-build/webpack-config');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      appDir: __dirname,
      name: 'mfe_checkout',
      role: 'remote',
      publicPath: '/mfe/checkout/',
      exposes: { './routes': './src/routes.tsx' },
      devPort: 3002,
      title: 'Mealbox checkout (standalone)',
    },
    argv,
  );
