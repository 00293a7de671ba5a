import { LANGUAGES } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { useSwitchLanguage } from '@harman/platform';

/**
 * TR/EN switch: moves to the same page in the other language ('/shop' ↔ '/en/shop'); the URL decides the
 * language, and every mounted remote follows without a reload.
 */
export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const [language] = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <div className="language-select" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          className="language-select__option"
          aria-pressed={language === lng}
          lang={lng}
          title={t(`language.${lng}`)}
          onClick={() => switchLanguage(lng)}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
