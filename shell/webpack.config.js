const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../packages/ui/build/webpack-app-config.cjs');
const { AntdStaticCssPlugin } = require('../packages/ui/build/antd-static-css.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  extraPlugins: [
    new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg', hash: true }),
    // antd's styles for the product's theme, built once here instead of on each page load.
    new AntdStaticCssPlugin({ HtmlWebpackPlugin }),
  ],
});
