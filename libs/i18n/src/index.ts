export { addTranslations, getLanguage, getStoredLanguage, initI18n, setLanguage, type TranslationResources } from './i18n-instance';
export { Trans, useLanguage, useTranslation } from './react-bindings';
export { formatDate, formatPrice, type FormatPriceOptions } from './format';
