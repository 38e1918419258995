import '@ant-design/v5-patch-for-react-19';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isRemoteModule, moduleForPath } from '@tenon/ui';
import { App } from './app/app';
import { preloadModuleComponent } from './features/remotes/remote-registry';
import { initI18n } from './i18n/i18n';

const opening = moduleForPath(window.location.pathname);
if (opening !== null && isRemoteModule(opening)) preloadModuleComponent(opening);
initI18n();
const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing from index.html');
// Rendered as a transition: React yields to the browser every few milliseconds instead of holding the main thread for
// the whole first render, so the module's code and manifest, asked for above, load while the shell renders.
startTransition(() => createRoot(container).render(<App />));
