import { registerFormsTranslations } from './forms-translations';
import { registerLegalTranslations } from './legal-translations';
import { registerSiteTranslations } from './site-translations';

/** The strings of the static, legal and form pages (namespaces `site`, `forms`, `legal`), loaded with those pages. */
export function registerSitePagesTranslations(): void {
  registerSiteTranslations();
  registerFormsTranslations();
  registerLegalTranslations();
}
