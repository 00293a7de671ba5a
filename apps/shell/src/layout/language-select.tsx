import { LANGUAGES } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';

/** TR/EN switch: every mounted remote follows without a reload (the i18n lib broadcasts the change). */
export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
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
          onClick={() => setLanguage(lng)}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
