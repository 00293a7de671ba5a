// First: no zod copy of the page may try eval (no-eval.ts).
import './no-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@harman/i18n';
import { preloadRemoteApp, startFederation } from '@harman/platform';
import { pathWithoutLanguage } from '@harman/contracts';
import { registerShellTranslations } from './i18n/shell-translations';
import { App } from './app';
import { handOverServerHead } from './navigation/server-head';
import { sharedModules } from './federation/shared-modules';
import { remoteForPath } from './remote-routes';
import './shell.css';
import './notifications/notifications.css';

initI18n();
registerShellTranslations();
handOverServerHead();
// Start reading the registry at once; the header and footer render without waiting for it.
void startFederation({ shared: sharedModules() });
// The page's remote loads beside the shell's first render rather than after it (its files are already on their way).
const pageRemote = remoteForPath(pathWithoutLanguage(window.location.pathname));
if (pageRemote) preloadRemoteApp(pageRemote);

// A transition lets React yield to the browser while it renders the first page, instead of one long task.
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
