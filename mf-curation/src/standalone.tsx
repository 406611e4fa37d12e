// Standalone dev mode (`npx rspack serve`): the remote's routes inside the shared providers,
// without the shell. The shell never loads this file; it loads ./routes through federation.
import '@guardian/shared/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@guardian/shared/standalone';
import routes from './routes';

createRoot(document.getElementById('root')!).render(<StandaloneApp routes={routes} />);
