import i18next, { type i18n } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CHANGED_EVENT,
  LANGUAGE_STORAGE_KEY,
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

function readStoredLanguage(): Language {
  if (!inBrowser()) return DEFAULT_LANGUAGE;
  try {
    return toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function setDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

let instance: i18n | undefined;

/**
 * Creates and initialises this copy's i18next instance (once; later calls return it). Each copy of the lib
 * has its own instance and follows the stored choice and the `harman:language-changed` event, so remotes
 * built with another version of the lib still switch language with the shell.
 */
export function initI18n(): i18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    resources: { tr: { common: trCommon }, en: { common: enCommon } },
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
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
    window.addEventListener('storage', (event) => {
      if (event.key === LANGUAGE_STORAGE_KEY) follow(event.newValue);
    });
  }
  return created;
}

/** Registers an app's own namespace, so a remote deployed alone brings its own strings. */
export function addTranslations(namespace: string, resources: TranslationResources): void {
  const i18n = initI18n();
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, namespace, resources[lng], true, true);
}

export function getLanguage(): Language {
  return toLanguage(initI18n().language) ?? DEFAULT_LANGUAGE;
}

/**
 * Stores the choice, switches this copy and tells every other copy in the page (window event) and in
 * other tabs (the `storage` event of the stored choice).
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
