import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { languageOfPath, pathInLanguage, pathWithoutLanguage, routerBasename, type Language } from '@harman/contracts';
import { getLanguage, setLanguage } from '@harman/i18n';

type History = ReturnType<typeof createBrowserHistory>;

/** Moves to the same page in another language (its URL), keeping the query and the fragment. */
const SwitchLanguageContext = createContext<(language: Language) => void>(() => undefined);

/** The language switch of the router above: `switchLanguage('en')` goes to '/en' + the current page. */
export function useSwitchLanguage(): (language: Language) => void {
  return useContext(SwitchLanguageContext);
}

/**
 * A browser router whose basename is the URL's language prefix ('/en' for English, none for Turkish), so
 * every absolute `<Link to="/shop">` and `navigate('/x')` in the shell and in every remote keeps the
 * language without knowing about it. The URL decides the language: when it changes (the switch, back and
 * forward across languages, a link that names the prefix) the i18n lib follows before the browser paints.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [history] = useState<History>(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen(({ action, location }) => setState({ action, location })), [history]);

  const language = languageOfPath(state.location.pathname);
  useLayoutEffect(() => {
    if (getLanguage() !== language) void setLanguage(language);
  }, [language]);

  const switchLanguage = useCallback(
    (next: Language) => {
      const { pathname, search, hash } = history.location;
      if (languageOfPath(pathname) === next) return;
      history.push(pathInLanguage(`${pathWithoutLanguage(pathname)}${search}${hash}`, next));
    },
    [history],
  );
  const basename = useMemo(() => routerBasename(language), [language]);

  return (
    <SwitchLanguageContext.Provider value={switchLanguage}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </SwitchLanguageContext.Provider>
  );
}
