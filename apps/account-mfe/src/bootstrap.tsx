// Standalone development entry: the account remote without the shell, with its own router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from '@harman/i18n';
import AccountApp from './exposes/app';

initI18n();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <AccountApp />
    </BrowserRouter>
  </StrictMode>,
);
