// One list of federation singletons for the shell and every module remote.
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['antd', 'antd'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['@tenon/ui', '@tenon/ui'],
];

/**
 * @param {{ dependencies: Record<string, string> }} appPackage the app's package.json
 * @param {{ host: boolean }} options remotes rely on the host's copies instead of bundling fallbacks
 */
function federationShared(appPackage, { host }) {
  const shared = {};
  for (const [request, packageName] of SINGLETONS) {
    const requiredVersion = appPackage.dependencies[packageName];
    if (requiredVersion === undefined) throw new Error(`${packageName} must be a dependency of the app`);
    shared[request] = host
      ? { singleton: true, requiredVersion }
      : { singleton: true, requiredVersion, import: false };
  }
  return shared;
}

module.exports = { federationShared };
