/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack-cli require()s it */
// The shell: the host page of mealbox. Everything common to all front ends lives in web-kit's federation helper.
const path = require('node:path');
const { createWebpackConfig } = require('@mealbox/federation-build/webpack-config');
const { SiteRoutesPlugin } = require('./site-routes-plugin');

module.exports = (_env, argv) => {
  const config = createWebpackConfig(
    {
      appDir: __dirname,
      name: 'shell',
      role: 'host',
      publicPath: '/',
      devPort: 3000,
      title: 'Mealbox | Fresh, balanced meals delivered across the UK',
      favicon: path.join(__dirname, 'public/favicon.svg'),
      // In development the remotes come from the gateway, or from a remote's own dev server when its URL is set.
      devProxy: [
        { context: ['/mfe/storefront'], target: process.env.MEALBOX_STOREFRONT_DEV_URL },
        { context: ['/mfe/checkout'], target: process.env.MEALBOX_CHECKOUT_DEV_URL },
        { context: ['/mfe/admin'], target: process.env.MEALBOX_ADMIN_DEV_URL },
        { context: ['/mfe'] },
      ],
    },
    argv,
  );
  config.plugins = [...(config.plugins ?? []), new SiteRoutesPlugin()];
  return config;
};
