// First: no zod copy of the page may try eval (no-eval.ts).
import './no-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@harman/i18n';
import { startFederation } from '@harman/platform';
import { registerShellTranslations } from './i18n/shell-translations';
import { App } from './app';
import { handOverServerHead } from './navigation/server-head';
import { sharedModules } from './federation/shared-modules';
import './shell.css';
import './notifications/notifications.css';

initI18n();
registerShellTranslations();
handOverServerHead();
// Start reading the registry at once; the header and footer render without waiting for it.
void startFederation({ shared: sharedModules() });

// A transition lets React yield to the browser while it renders the first page, instead of one long task.
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
