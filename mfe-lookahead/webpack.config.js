const { createAppConfig } = require('../packages/ui/build/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'lookahead',
  exposes: { './Module': './src/lookahead-module.tsx' },
});
