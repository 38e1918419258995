const { createAppConfig } = require('../packages/ui/build/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'weekly',
  exposes: { './Module': './src/weekly-module.tsx' },
});
