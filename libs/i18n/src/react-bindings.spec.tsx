/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';

type I18nLib = typeof import('./index');

/**
 * A fresh copy of the lib (with its own i18next), as another remote build brings its
 * own; React stays the one page-wide singleton, as federation shares it.
 */
function loadCopy(): I18nLib {
  const react = jest.requireActual<typeof import('react')>('react');
  let copy: I18nLib | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => react);
    copy = jest.requireActual<I18nLib>('./index');
  });
  return copy!;
}

describe('React bindings', () => {
  beforeEach(() => window.localStorage.clear());

  it('useTranslation and useLanguage re-render when the language changes', () => {
    const { useTranslation, useLanguage } = loadCopy();
    function Switcher() {
      const { t } = useTranslation();
      const [lng, setLanguage] = useLanguage();
      return (
        <div>
          <h1>{t('notFound.title')}</h1>
          <p>{t('home.nope')}</p>
          <button onClick={() => void setLanguage(lng === 'tr' ? 'en' : 'tr')}>{t(`language.${lng === 'tr' ? 'en' : 'tr'}`)}</button>
          <span data-testid="lng">{lng}</span>
        </div>
      );
    }
    render(<Switcher />);
    expect(screen.getByRole('heading').textContent).toBe('Sayfa bulunamadı');
    expect(screen.getByText('home.nope')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    expect(screen.getByTestId('lng').textContent).toBe('en');
  });

  it("a remote's component follows a switch made by the shell's copy of the lib", () => {
    const shell = loadCopy();
    const remote = loadCopy();
    remote.addTranslations('storefront', { tr: { title: 'Mağaza' }, en: { title: 'Shop' } });
    function RemotePage() {
      const { t } = remote.useTranslation('storefront');
      return (
        <h1>
          {t('title')} <remote.Trans i18nKey="common:actions.close" />
        </h1>
      );
    }
    render(<RemotePage />);
    expect(screen.getByRole('heading').textContent).toBe('Mağaza Kapat');
    act(() => {
      void shell.setLanguage('en');
    });
    expect(screen.getByRole('heading').textContent).toBe('Shop Close');
  });
});
