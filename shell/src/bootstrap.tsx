import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { isRemoteModule, moduleForPath, sendFirstReads } from '@tenon/ui';
import { App } from './app/app';
import { preloadModuleComponent } from './features/remotes/remote-registry';
import { initI18n } from './i18n/i18n';

const opening = moduleForPath(window.location.pathname);
if (opening !== null && isRemoteModule(opening)) preloadModuleComponent(opening);
// The page's first read goes out now, while its code loads, rather than once it has mounted.
sendFirstReads(window.location);
initI18n();
const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
