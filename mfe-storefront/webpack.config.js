/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack-cli require()s it */
// mfe_storefront: the public pages (home, menu; later the static pages, plan builder, login, registration).
// Served by the gateway under /mfe/storefront/; exposes only its route objects.
const { createWebpackConfig } = require('@mealbox/federation-build/webpack-config');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      appDir: __dirname,
      name: 'mfe_storefront',
      role: 'remote',
      publicPath: '/mfe/storefront/',
      exposes: { './routes': './src/routes.tsx' },
      devPort: 3001,
      title: 'Mealbox storefront (standalone)',
    },
    argv,
  );
