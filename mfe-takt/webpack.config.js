const { createAppConfig } = require('../packages/ui/build/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'takt',
  exposes: { './Module': './src/takt-module.tsx' },
});
