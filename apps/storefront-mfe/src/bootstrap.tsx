// Standalone development entry: the storefront without the shell, with its own router (English under /en/, as in the shell).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@harman/i18n';
import { LanguageRouter } from '@harman/platform';
import StorefrontApp from './exposes/app';

initI18n();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LanguageRouter>
      <StorefrontApp />
    </LanguageRouter>
  </StrictMode>,
);
