/** @jest-environment jsdom */
import { LANGUAGE_CHANGED_EVENT, LANGUAGE_STORAGE_KEY } from '@harman/contracts';

type I18nModule = typeof import('./i18n-instance');

/** A fresh copy of the lib, as another remote build would bring its own. */
function loadCopy(): I18nModule {
  let copy: I18nModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<I18nModule>('./i18n-instance');
  });
  return copy!;
}

describe('i18n set-up', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = '';
  });

  it('starts in Turkish and sets the document language', () => {
    const { initI18n, getLanguage } = loadCopy();
    const i18n = initI18n();
    expect(i18n.language).toBe('tr');
    expect(getLanguage()).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(i18n.t('errorFallback.title')).toBe('Bir şeyler ters gitti');
    expect(i18n.options.fallbackLng).toBe(false);
    expect(i18n.options.defaultNS).toBe('common');
  });

  it('is idempotent', () => {
    const { initI18n } = loadCopy();
    expect(initI18n()).toBe(initI18n());
  });

  it('starts in the language of the URL: English under /en/', () => {
    window.history.replaceState(null, '', '/en/shop/brazil-santos');
    const { initI18n } = loadCopy();
    expect(initI18n().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(initI18n().t('notFound.title')).toBe('Page not found');
  });

  it('does not force a stored choice on a URL, but offers it', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { initI18n, getStoredLanguage } = loadCopy();
    expect(initI18n().language).toBe('tr');
    expect(getStoredLanguage()).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(getStoredLanguage()).toBeUndefined();
  });

  it('shows the key itself for a missing translation', () => {
    const { initI18n } = loadCopy();
    const i18n = initI18n();
    expect(i18n.t('home.nope')).toBe('home.nope');
    expect(i18n.t('storefront:home.nope')).toBe('home.nope');
  });

  it('shows the key, not the Turkish text, for a key missing only in English', async () => {
    const { initI18n, addTranslations, setLanguage } = loadCopy();
    addTranslations('partial', { tr: { title: 'Başlık', onlyTr: 'Yalnız Türkçe' }, en: { title: 'Title' } });
    const i18n = initI18n();
    expect(i18n.t('partial:onlyTr')).toBe('Yalnız Türkçe');
    await setLanguage('en');
    expect(i18n.t('partial:title')).toBe('Title');
    expect(i18n.t('partial:onlyTr')).toBe('onlyTr');
    expect(i18n.exists('partial:onlyTr')).toBe(false);
  });

  it('keeps interpolated values unescaped (React escapes them)', () => {
    const { initI18n, addTranslations } = loadCopy();
    addTranslations('test', { tr: { hello: 'Merhaba {{name}}' }, en: { hello: 'Hello {{name}}' } });
    expect(initI18n().t('test:hello', { name: '<Ayşe & Ali>' })).toBe('Merhaba <Ayşe & Ali>');
  });

  it('lets each app register its own namespace in both languages', async () => {
    const { initI18n, addTranslations, setLanguage } = loadCopy();
    addTranslations('storefront', { tr: { shop: { title: 'Mağaza' } }, en: { shop: { title: 'Shop' } } });
    const i18n = initI18n();
    expect(i18n.t('shop.title', { ns: 'storefront' })).toBe('Mağaza');
    await setLanguage('en');
    expect(i18n.t('storefront:shop.title')).toBe('Shop');
    addTranslations('storefront', { tr: { shop: { empty: 'Ürün bulunamadı' } }, en: { shop: { empty: 'No products found' } } });
    expect(i18n.t('storefront:shop.title')).toBe('Shop');
    expect(i18n.t('storefront:shop.empty')).toBe('No products found');
  });

  it('setLanguage persists, broadcasts, and another copy of the lib follows', async () => {
    const shell = loadCopy();
    const remote = loadCopy();
    const shellI18n = shell.initI18n();
    const remoteI18n = remote.initI18n();
    expect(shellI18n).not.toBe(remoteI18n);
    const heard = jest.fn();
    window.addEventListener(LANGUAGE_CHANGED_EVENT, heard);

    await shell.setLanguage('en');

    window.removeEventListener(LANGUAGE_CHANGED_EVENT, heard);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0][0] as CustomEvent).detail).toBe('en');
    expect(shellI18n.language).toBe('en');
    expect(remoteI18n.language).toBe('en');
    expect(remoteI18n.t('actions.retry')).toBe('Try Again');
    expect(document.documentElement.lang).toBe('en');

    await remote.setLanguage('tr');
    expect(shellI18n.language).toBe('tr');
  });

  it("keeps its URL's language when another tab switches (each tab's URL decides)", () => {
    const { initI18n } = loadCopy();
    const i18n = initI18n();
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'en', storageArea: window.localStorage }));
    expect(i18n.language).toBe('tr');
  });

  it('refuses an unsupported language', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { initI18n, setLanguage } = loadCopy();
    await setLanguage('de' as never);
    expect(initI18n().language).toBe('tr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Unsupported language: de');
    warn.mockRestore();
  });
});
