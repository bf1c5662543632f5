// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack-cli require()s it */
'use strict';
/**
 * Builds the webpack config of a Mealbox front end (the shell or a remote), so each app's webpack.config.js only
 * says what is different about it: its name, its role, where it is served and what it exposes.
 *
 * Build tools are devDependencies of the apps, not of web-kit, so they are required from the app's folder
 * (pnpm gives each package only its own dependencies).
 */
const path = require('node:path');
const zlib = require('node:zlib');
const { createSharedConfig } = require('./shared');

/** Built files worth compressing: text. Images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** URL of the local gateway: /api, /auth and the built remotes are proxied to it by the dev servers. */
const DEFAULT_GATEWAY = process.env.MEALBOX_GATEWAY_URL || 'http://localhost:8080';

/**
 * @typedef {object} AppOptions
 * @property {string} appDir       the app's folder (its webpack.config.js's __dirname)
 * @property {string} name         the federation container name, e.g. 'shell' or 'mfe_storefront'
 * @property {'host'|'remote'} role
 * @property {string} publicPath   where the gateway serves the built files: '/' or '/mfe/<team>/'
 * @property {Record<string, string>} [exposes]  remotes only: './routes' -> './src/routes.tsx'
 * @property {number} devPort      port of `webpack serve`
 * @property {string} title        <title> of the generated HTML page until the router sets one
 * @property {Array<{ context: string[], target?: string }>} [devProxy]  extra paths the dev server forwards
 *   (default target: the gateway)
 * @property {string} [favicon]    path of the favicon to copy next to index.html
 */

/**
 * @param {AppOptions} app
 * @param {{ mode?: string }} argv  webpack-cli's argv (`--mode production|development`)
 * @returns {import('webpack').Configuration}
 */
function createWebpackConfig(app, argv) {
  const fromApp = (/** @type {string} */ id) => require(require.resolve(id, { paths: [app.appDir] }));
  // The federation plugin loads webpack internals when it is required; point it at the app's own webpack (the
  // one webpack-cli runs), which it cannot find from its own folder under pnpm.
  process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack', { paths: [app.appDir] });
  const { ModuleFederationPlugin } = fromApp('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = fromApp('html-webpack-plugin');
  const MiniCssExtractPlugin = fromApp('mini-css-extract-plugin');
  const CompressionPlugin = fromApp('compression-webpack-plugin');
  /** @type {typeof import('webpack')} */
  const webpack = fromApp('webpack');

  const production = argv.mode !== 'development';
  const isRemote = app.role === 'remote';
  // A remote's own page (index.ts -> bootstrap) exists only for standalone development; in production the shell
  // is the only page, so the remote build is just remoteEntry.js and its chunks.
  const withStandalonePage = !isRemote || !production;
  const hashed = production ? '.[contenthash:8]' : '';

  return {
    mode: production ? 'production' : 'development',
    context: app.appDir,
    entry: withStandalonePage ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.appDir, 'dist'),
      publicPath: app.publicPath,
      // Entry files keep a stable name: the federation runtime resolves the entry chunk's path before its
      // content hash exists. index.html references them with a cache-busting query instead (hash: true below).
      filename: '[name].js',
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      // Distinct per app so chunk-loading globals of the shell and remotes never collide on one page.
      uniqueName: app.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader', { paths: [app.appDir] }),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: require.resolve('css-loader', { paths: [app.appDir] }),
              options: {
                // `*.module.css` is scoped to its component; plain `.css` (web-kit's tokens and base) is global.
                modules: {
                  auto: /\.module\.css$/,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
                  // Two apps with the same file path and class name must not get the same hashed class.
                  localIdentHashSalt: app.name,
                },
              },
            },
          ],
        },
        { test: /\.(woff2?|svg|png|jpe?g|webp|avif)$/i, type: 'asset/resource' },
        {
          // The federation runtime's packages ship CommonJS and ES module builds, and its parts reach each other
          // both ways, so both builds of each were bundled (about 90 KB twice). ES modules everywhere: one copy.
          test: /[\\/]@module-federation[\\/]/,
          resolve: {
            byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', 'default'] } },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes ?? {} } : {}),
        // Remotes are registered at runtime by the shell (shell/src/remotes), never baked in here, so a remote
        // that is down only fails the pages that need it.
        shared: createSharedConfig({ appDir: app.appDir }),
        // 'loaded-first': use what the page already loaded and do not fetch every remote's entry up front to
        // compare versions, which would make one remote that is down break the whole site.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // One federation runtime on the page: the shell ships it and every remote uses the shell's, instead of
        // each remoteEntry.js carrying its own copy (about 25 KB compressed each). A remote's standalone
        // development page has no shell, so only production remotes leave it out.
        experiments: isRemote ? { externalRuntime: production } : { provideExternalRuntime: true },
      }),
      ...(production
        ? [
            // Asks V8 to compile every function of these scripts on a background thread while it streams them in,
            // rather than on the main thread the first time each runs (Chromium 136 and later read the comment;
            // other browsers ignore it). A page loads a chunk to run it, so few compiled functions go unused; the
            // cost is background work and memory. Added after minification (which drops comments), before
            // compression.
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
            }),
            // Brotli and gzip copies of every text file, made once at build time at the strongest settings, so the
            // servers send them without compressing per request (they pick one by the request's Accept-Encoding).
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: COMPRESSIBLE,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 512,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: COMPRESSIBLE,
              compressionOptions: { level: 9 },
              threshold: 512,
              minRatio: 0.9,
            }),
          ]
        : []),
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
      ...(withStandalonePage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title: app.title,
              hash: production,
              ...(app.favicon ? { favicon: app.favicon } : {}),
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The font faces in a stylesheet of their own: a prerendered page inlines it whole, marked as that file,
          // so the app, once started, finds it loaded and never declares the faces a second time (a second
          // declaration would swap in a font that missed the page's first paint: text jumping under the visitor).
          fonts: {
            test: /[\\/]web-kit[\\/]src[\\/]styles[\\/]fonts\.css$/,
            type: 'css/mini-extract',
            name: 'fonts',
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 400_000, maxAssetSize: 400_000 },
    devServer: {
      port: app.devPort,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      // Client-side routing: any unknown path gets the page, as the gateway does in production.
      historyApiFallback: { index: `${app.publicPath}index.html` },
      proxy: [{ context: ['/api', '/auth'] }, ...(app.devProxy ?? [])].map(({ context, target }) => ({
        context,
        target: target || DEFAULT_GATEWAY,
        changeOrigin: true,
      })),
    },
  };
}

module.exports = { createWebpackConfig };
