import i18next, { type i18n } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CHANGED_EVENT,
  LANGUAGE_STORAGE_KEY,
  languageOfPath,
  languageSchema,
  type Language,
} from '@harman/contracts';
import { enCommon } from './resources/en/common';
import { trCommon } from './resources/tr/common';

/** One namespace's strings in every language, e.g. `{ tr: { title: 'Mağaza' }, en: { title: 'Shop' } }`. */
export type TranslationResources = Record<Language, Record<string, unknown>>;

const inBrowser = () => typeof window !== 'undefined';

export function toLanguage(value: unknown): Language | undefined {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The URL decides the language ('/en/…' is English); a stored choice never overrides it. */
function urlLanguage(): Language {
  return inBrowser() ? languageOfPath(window.location.pathname) : DEFAULT_LANGUAGE;
}

/** The visitor's last choice, which a page may offer (never apply) when the URL's language differs. */
export function getStoredLanguage(): Language | undefined {
  if (!inBrowser()) return undefined;
  try {
    return toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

function setDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

let instance: i18n | undefined;

/**
 * Creates and initialises this copy's i18next instance (once; later calls return it), in the URL's language.
 * Each copy of the lib has its own instance and follows the `harman:language-changed` event, so remotes
 * built with another version of the lib still switch language with the shell. Another tab's choice is not
 * followed: each tab's URL decides its own language.
 */
export function initI18n(): i18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    resources: { tr: { common: trCommon }, en: { common: enCommon } },
    lng: urlLanguage(),
    // No fallback language: a key missing in the page's language shows the key itself (storefront spec), never
    // the Turkish text on an English page. Every namespace's tr and en keys are compared by
    // tools/i18n/translation-parity.spec.ts, so no screen shows a key today.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    returnNull: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance = created;
  setDocumentLanguage(created.language);
  created.on('languageChanged', setDocumentLanguage);
  if (inBrowser()) {
    const follow = (value: unknown) => {
      const lng = toLanguage(value);
      if (lng && created.language !== lng) void created.changeLanguage(lng);
    };
    window.addEventListener(LANGUAGE_CHANGED_EVENT, (event) => follow((event as CustomEvent<unknown>).detail));
  }
  return created;
}

/** Registers an app's own namespace, so a remote deployed alone brings its own strings. */
export function addTranslations(namespace: string, resources: TranslationResources): void {
  const i18n = initI18n();
  for (const lng of LANGUAGES) {
    // A new namespace takes the module's strings as they are: by default i18next deep-copies every bundle through
    // JSON, milliseconds of a phone's first task for each app. A second bundle for the same namespace is merged
    // in (copied, as by default); the store then owns the first one's objects.
    if (i18n.hasResourceBundle(lng, namespace)) i18n.addResourceBundle(lng, namespace, resources[lng], true, true);
    else i18n.addResourceBundle(lng, namespace, resources[lng], false, true, { skipCopy: true });
  }
}

export function getLanguage(): Language {
  return toLanguage(initI18n().language) ?? DEFAULT_LANGUAGE;
}

/**
 * Stores the choice (to offer later, never to force), switches this copy and tells every other copy in the
 * page (window event). The shell's router calls it when the URL's language changes; the URL is what decides.
 */
export function setLanguage(lng: Language): Promise<void> {
  const next = toLanguage(lng);
  if (!next) {
    console.warn(`Unsupported language: ${String(lng)}`);
    return Promise.resolve();
  }
  const i18n = initI18n();
  if (inBrowser()) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch (error) {
      console.warn('Failed to save the language choice', error);
    }
  }
  const changed = i18n.changeLanguage(next).then(() => undefined);
  if (inBrowser()) window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: next }));
  return changed;
}
