/**
 * Marks every script of a build with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+): its
 * functions are compiled as the script streams in, on a background thread, instead of one by one on the main thread
 * the first time each runs. For the Gantt that first time is its first render: in traces of a 1,000-row first render,
 * 50–73 ms was lazy compilation. Browsers without the hint read a comment. Added after minification, which would
 * strip it, and before the content hashes are taken.
 */
class EagerCompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('eager-compile-hint', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'eager-compile-hint', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue;
          compilation.updateAsset(name, (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
        }
      });
    });
  }
}

module.exports = { EagerCompileHintPlugin };
