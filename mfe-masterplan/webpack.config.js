const path = require('node:path');
const { createAppConfig } = require('../packages/ui/build/webpack-app-config.cjs');
const { AntdStaticCssPlugin } = require('../packages/ui/build/antd-static-css.cjs');
const { EagerCompileHintPlugin } = require('../packages/ui/build/eager-compile-hint.cjs');

const BENCH_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tenon Gantt bench</title>
<style>html,body{margin:0;font-family:Arial,sans-serif}#root{padding:8px}.gantt-scroller{height:calc(100vh - 70px)!important}</style>
<link rel="stylesheet" href="antd.css">
</head><body><div id="root"></div><script src="gantt.js"></script></body></html>`;

/** Writes the bench page beside its script: the remote is served as files, so the page is a file too. */
const benchPage = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('bench-page', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'bench-page', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('gantt.html', new compiler.webpack.sources.RawSource(BENCH_HTML));
      });
    });
  },
};

const config = createAppConfig({
  appDir: __dirname,
  name: 'masterplan',
  exposes: { './Module': './src/masterplan-module.tsx' },
  // The Gantt's code is compiled as it loads, while its plan is read, not in its first render (see the plugin).
  extraPlugins: [new EagerCompileHintPlugin()],
});

/**
 * Besides the remote, the bench page (issue: Gantt editor, Speed), served with it at /remotes/masterplan/bench/gantt.html.
 * It is built without federation: it has no host to share React with, so it bundles its own. It runs after the remote,
 * whose build empties dist/ first.
 */
module.exports = (env, argv) => {
  const remote = { ...config(env, argv), name: 'remote' };
  const bench = {
    name: 'bench',
    dependencies: ['remote'],
    mode: remote.mode,
    context: __dirname,
    entry: { gantt: './src/bench/gantt-bench-app.tsx' },
    output: { path: path.join(__dirname, 'dist', 'bench'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', publicPath: 'auto', clean: false },
    resolve: remote.resolve,
    module: remote.module,
    optimization: { minimizer: remote.optimization.minimizer },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The product's page links antd's styles built at build time (the shell's index.html); so does this one.
    plugins: [benchPage, new AntdStaticCssPlugin({ file: 'antd.css' }), new EagerCompileHintPlugin()],
  };
  return [remote, bench];
};
