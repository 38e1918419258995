const { createAppConfig } = require('../packages/ui/build/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'masterplan',
  exposes: { './Module': './src/masterplan-module.tsx' },
});
