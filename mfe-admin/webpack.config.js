/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack-cli require()s it */
// mfe_admin: the staff area, everything under /manage* (staff sign-in, users; later dashboard, orders, prices and
// meals). Served by the gateway under /mfe/admin/; exposes only its route objects.
const { createWebpackConfig } = require('@mealbox/federation-build/webpack-config');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      appDir: __dirname,
      name: 'mfe_admin',
      role: 'remote',
      publicPath: '/mfe/admin/',
      exposes: { './routes': './src/routes.tsx' },
      devPort: 3003,
      title: 'Mealbox admin (standalone)',
    },
    argv,
  );
