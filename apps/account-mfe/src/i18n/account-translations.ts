import { addTranslations } from '@harman/i18n';
import { accountEn } from './account-en';
import { accountTr } from './account-tr';

export const accountTranslations = { tr: accountTr, en: accountEn };

export function registerAccountTranslations(): void {
  addTranslations('account', accountTranslations);
}
