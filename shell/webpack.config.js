const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../packages/ui/build/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  extraPlugins: [new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg', hash: true })],
});
