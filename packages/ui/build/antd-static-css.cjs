const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const path = require('node:path');

const THEME_FILE = path.join(__dirname, '..', 'src', 'theme', 'tenon-theme.json');

/**
 * antd builds each component's styles in the browser the first time the component renders (about 100–150 ms of a
 * page's first render on this machine). This renders every antd component once in Node with the product's theme and
 * writes what antd would have built as one CSS file, with antd's own map of the styles it holds: antd reads that map
 * and skips building those styles. Run as a script it prints the CSS; NODE_ENV must be production, as in the browser
 * build, or antd names its classes for development and nothing matches.
 */
function renderAntdStyles(theme) {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const antd = require('antd');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  // Components that render only in a portal cannot render here whole.
  const portalOnly = new Set(['ConfigProvider', 'Drawer', 'Grid', 'Modal', 'Popconfirm', 'Popover', 'Tooltip', 'Tour']);
  const element = React.createElement;
  const withProps = {
    Affix: (Component) => element(Component, null, element('div')),
    BackTop: () => element(antd.FloatButton.BackTop),
    Dropdown: (Component) => element(Component, { menu: { items: [] } }, element('div')),
    Menu: (Component) => element(Component, { items: [] }),
    QRCode: (Component) => element(Component, { value: 'tenon' }),
    Tree: (Component) => element(Component, { treeData: [] }),
  };
  const components = Object.keys(antd)
    .filter((name) => /^[A-Z]/.test(name) && !portalOnly.has(name))
    .map((name) => element(React.Fragment, { key: name }, withProps[name] ? withProps[name](antd[name]) : element(antd[name])));
  // Their panels, as antd's own style extraction renders them (a page renders a closed Modal or Drawer and builds its
  // styles then), and the pieces that are not exports of their own.
  const panels = [antd.Modal, antd.Drawer, antd.Tooltip, antd.Popover, antd.Popconfirm, antd.message, antd.notification]
    .map((owner) => owner?._InternalPanelDoNotUseOrYouWillBeFired)
    .filter((Panel) => Panel !== undefined)
    .map((Panel, index) => element(Panel, { key: `panel-${index}` }));
  const parts = [element(antd.Space.Compact, { key: 'space-compact' }), element(antd.Layout, { key: 'sider' }, element(antd.Layout.Sider))];
  components.push(...panels, ...parts);
  const cache = createCache();
  renderToString(element(StyleProvider, { cache }, element(antd.ConfigProvider, { theme }, components)));
  return extractStyle(cache, true);
}

/** The CSS for the product's theme, built in a child process so that it runs with NODE_ENV=production. */
function antdStaticCss() {
  return execFileSync(process.execPath, [__filename], { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
}

/**
 * Emits the CSS as `<file>` (`[hash]` is its content's hash) in production builds, and links it from the page when the
 * build has an HtmlWebpackPlugin (the shell); a page written by hand links it itself (the Gantt bench page).
 */
class AntdStaticCssPlugin {
  constructor({ file = 'antd.[hash].css', HtmlWebpackPlugin = null } = {}) {
    this.file = file;
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    const { Compilation, sources } = compiler.webpack;
    let name = null;
    compiler.hooks.thisCompilation.tap('antd-static-css', (compilation) => {
      compilation.fileDependencies.add(THEME_FILE);
      compilation.hooks.processAssets.tap({ name: 'antd-static-css', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const css = antdStaticCss();
        name = this.file.replace('[hash]', createHash('sha256').update(css).digest('hex').slice(0, 8));
        compilation.emitAsset(name, new sources.RawSource(css));
      });
      if (this.HtmlWebpackPlugin === null) return;
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('antd-static-css', (groups) => {
        // Before the page's scripts: antd reads the map once, when it first builds a style.
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        groups.headTags.unshift({ tagName: 'link', voidTag: true, attributes: { rel: 'stylesheet', href: `${publicPath}${name}` }, meta: { plugin: 'antd-static-css' } });
        return groups;
      });
    });
  }
}

if (require.main === module) {
  process.stdout.write(renderAntdStyles(JSON.parse(require('node:fs').readFileSync(THEME_FILE, 'utf8'))));
}

module.exports = { AntdStaticCssPlugin, antdStaticCss };
