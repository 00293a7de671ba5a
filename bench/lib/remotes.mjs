// Line 3: per remote, the gzip size of its remote entry (from its build's mf-manifest.json) and the JS a
// deep link into it downloads beyond what the shell alone downloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withPage } from './browser.mjs';
import { PAGES, ROOT, SHELL_URL } from './config.mjs';
import { GOALS, judge } from './goals.mjs';
import { gzipSize, kB } from './gzip.mjs';
import { loadAndCollect } from './page-js.mjs';

/** The remote entry file named by `apps/<remote>-mfe/dist/mf-manifest.json` → metaData.remoteEntry. */
export function remoteEntry(remote) {
  const distDir = join(ROOT, 'apps', `${remote}-mfe`, 'dist');
  const { metaData } = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  const file = join(distDir, metaData.remoteEntry.path ?? '', metaData.remoteEntry.name);
  const body = readFileSync(file);
  return { file: file.slice(ROOT.length + 1), bytes: body.length, gzip: gzipSize(body) };
}

/** The shell on a path no remote owns (its 404): the JS every page pays before any remote. */
export function shellOnlyLoad(browser) {
  return withPage(browser, (page) => loadAndCollect(page, SHELL_URL, PAGES.shellOnly));
}

/** JS of a deep link into `remote` whose URL the shell-only page did not load. */
export async function deepLinkBeyondShell(browser, remote, shellOnly, alreadyLoaded) {
  const js = alreadyLoaded ?? (await withPage(browser, (page) => loadAndCollect(page, SHELL_URL, PAGES[remote])));
  const shellUrls = new Set(shellOnly.files.map((f) => f.url));
  const extra = js.files.filter((f) => !shellUrls.has(f.url));
  return { path: PAGES[remote].path, files: extra, count: extra.length, gzip: extra.reduce((sum, f) => sum + f.gzip, 0) };
}

export function shellOnlyLine(shellOnly) {
  return {
    key: 'shellOnly',
    metric: `Shell alone (${PAGES.shellOnly.path}, its 404), JS gzip`,
    value: shellOnly.gzip,
    shown: `${kB(shellOnly.gzip)} (${shellOnly.count} files)`,
    goal: '—',
    status: 'info',
    details: { files: shellOnly.files },
  };
}

export function remoteLines(remote, entry, beyond) {
  const lines = [
    {
      key: `${remote}.remoteEntry`,
      metric: `${remote}: remote entry, gzip`,
      value: entry?.gzip ?? null,
      shown: entry ? kB(entry.gzip) : 'n/a',
      goal: GOALS.remoteEntryGzip.label,
      status: judge(GOALS.remoteEntryGzip, entry?.gzip),
      details: entry ? { file: entry.file, bytes: entry.bytes } : undefined,
    },
  ];
  lines.push({
    key: `${remote}.deepLink`,
    metric: `${remote}: deep link ${beyond?.path ?? PAGES[remote].path}, JS beyond the shell, gzip`,
    value: beyond?.gzip ?? null,
    shown: beyond ? `${kB(beyond.gzip)} (${beyond.count} files)` : 'n/a',
    goal: '—',
    status: beyond ? 'info' : 'error',
    details: beyond ? { files: beyond.files } : undefined,
  });
  return lines;
}
