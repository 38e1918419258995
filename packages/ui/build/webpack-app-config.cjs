const path = require('node:path');
const { EsbuildPlugin } = require('esbuild-loader');
const { federationShared } = require('./federation-shared.cjs');

/**
 * Webpack configuration shared by the shell (host) and the module remotes.
 * @param {{ appDir: string, name: string, exposes?: Record<string, string>, extraPlugins?: unknown[] }} app
 */
function createAppConfig({ appDir, name, exposes, extraPlugins = [] }) {
  const host = exposes === undefined;
  // The federation plugin loads webpack internals at require time; point it at the app's own webpack so it
  // never picks up another copy hoisted to the workspace root.
  process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack', { paths: [appDir] });
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const appPackage = require(path.join(appDir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      // A remote's only entry is the container that federation adds (remoteEntry.js).
      entry: host ? './src/index.ts' : {},
      // WEB_SOURCE_MAPS=1 writes source maps beside a production build, for reading a CPU profile of it.
      devtool: production ? (process.env.WEB_SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell serves deep links (/gantt/1/ganttchart), so its scripts need absolute URLs;
        // remotes resolve their chunks from wherever their manifest was loaded.
        publicPath: host ? '/' : 'auto',
        uniqueName: `tenon_${name}`,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { target: 'es2022', jsx: 'automatic' },
          },
        ],
      },
      optimization: {
        runtimeChunk: false,
        // No iife wrapping: it would hide the remote container's global (`var masterplan`) from the host.
        // WEB_KEEP_NAMES=1 keeps component names, for counting a page's renders by component.
        minimizer: [new EsbuildPlugin({ target: 'es2022', legalComments: 'none', format: undefined, keepNames: process.env.WEB_KEEP_NAMES === '1' })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: federationShared(appPackage, { host }),
          dts: false,
        }),
        ...extraPlugins,
      ],
    };
  };
}

module.exports = { createAppConfig };
