import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';

initI18n();
const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
