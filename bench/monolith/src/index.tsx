// The shell's bootstrap (apps/shell/src/bootstrap.tsx) without federation: same i18n set-up, same
// translations, same CSS, same App. `@harman/platform` resolves to ./platform-stub.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@harman/i18n';
import { startFederation } from '@harman/platform';
import { registerShellTranslations } from '../../../apps/shell/src/i18n/shell-translations';
import { App } from '../../../apps/shell/src/app';
import '../../../apps/shell/src/shell.css';

initI18n();
registerShellTranslations();
void startFederation();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
