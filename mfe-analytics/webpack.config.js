const { createAppConfig } = require('../packages/ui/build/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'analytics',
  exposes: { './Module': './src/analytics-module.tsx' },
});
