// Line 4: how many copies of react-dom register with the React DevTools hook while the user visits
// the home page, then (client-side, like a link click) the account and admin remotes.
import { withPage } from './browser.mjs';
import { PAGES, SHELL_URL } from './config.mjs';
import { GOALS, judge } from './goals.mjs';
import { recordPage, waitForReady } from './page-js.mjs';

/** Runs before any page script: a fake DevTools hook whose `inject` records each renderer. */
function installFakeDevtoolsHook() {
  const registered = [];
  window.__benchReactRenderers = registered;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      registered.push({ id, version: renderer.version, package: renderer.rendererPackageName, at: location.pathname });
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
}

/** Client-side navigation, as react-router's <Link> would do it. */
function navigateClientSide(path) {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
}

export async function countReactCopies(browser) {
  return withPage(
    browser,
    async (page) => {
      const visited = [];
      const recorder = recordPage(page);
      await page.goto(`${SHELL_URL}${PAGES.home.path}`, { waitUntil: 'load' });
      await waitForReady(page, PAGES.home);
      visited.push(PAGES.home.path);
      for (const spec of [PAGES.account, PAGES.admin]) {
        await page.evaluate(navigateClientSide, spec.path);
        await waitForReady(page, spec);
        visited.push(spec.path);
      }
      await recorder.networkIdle();
      const renderers = await page.evaluate(() => window.__benchReactRenderers);
      return { visited, renderers };
    },
    { initScript: installFakeDevtoolsHook },
  );
}

export function reactCopiesLine(result) {
  const count = result ? result.renderers.length : null;
  return {
    key: 'reactCopies',
    metric: `React DOM copies registered (${result?.visited.join(' → ') ?? '/, /unauthorized, /admin/login'})`,
    value: count,
    shown: count === null ? 'n/a' : String(count),
    goal: GOALS.reactCopies.label,
    status: judge(GOALS.reactCopies, count),
    details: result ?? undefined,
  };
}
