import { addTranslations } from '@harman/i18n';

/** Strings of the shop pieces of the design system (their own namespace, registered on first use). */
export const commerceTranslations = {
  tr: {
    quantity: 'Miktar',
    decrease: 'Azalt',
    increase: 'Artır',
    close: 'Kapat',
    cancel: 'Vazgeç',
  },
  en: {
    quantity: 'Quantity',
    decrease: 'Decrease',
    increase: 'Increase',
    close: 'Close',
    cancel: 'Cancel',
  },
};

let registered = false;
export function ensureCommerceTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations('ui-commerce', commerceTranslations);
}
