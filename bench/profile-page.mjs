// `node bench/profile-page.mjs [path] [--runs N]`: where a page's main-thread time goes on its first load, by
// package or workspace folder. Against the stack `npm start` runs (shell 4200, remotes 4201–4203), each run a fresh
// context in Debian's chromium at Lighthouse's 4× CPU slowdown, sampled by V8's profiler every 100 µs; each sample
// is charged to the source its frame maps to, through source maps of the same apps built again
// (bench/lib/pages.mjs, `buildWithMaps`). Prints the mean per load and writes bench/results/profile-latest.md.
// A profile, not a timing: the shares are what to read, since a loaded machine stretches every row alike.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { launchBrowser } from './lib/browser.mjs';
import { RESULTS_DIR } from './lib/config.mjs';
import { buildWithMaps, chunkName, moduleName } from './lib/pages.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 8;
const path = args.find((arg, i) => !arg.startsWith('--') && (runsAt < 0 || i !== runsAt + 1)) ?? '/';
// The ports `npm start` serves on: a profiled file's app is known by its port.
const SHELL = 'http://localhost:4200';
const APP_OF_PORT = { 4200: 'shell', 4201: 'storefront-mfe', 4202: 'account-mfe', 4203: 'admin-mfe' };
const CPU_SLOWDOWN = 4;

/** One load's samples: [callFrame, milliseconds] for every sample (idle ones included; the caller skips them). */
async function profileOneLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    // A sample's time runs until the next sample.
    return profile.samples.map((id, i) => [nodes.get(id).callFrame, (profile.timeDeltas[i + 1] ?? 0) / 1000]);
  } finally {
    await context.close();
  }
}

/** `callFrame` → the package or workspace file it runs, '(program)' and the like for the engine's own work. */
function sourceNamer(builds) {
  const maps = new Map();
  const mapOf = (url) => {
    const { port, pathname } = new URL(url);
    const file = builds.get(APP_OF_PORT[port])?.get(chunkName(pathname));
    if (!file) return null;
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    return maps.get(file);
  };
  const workspaceFolder = (name) => name.match(/^(libs\/[^/]+|apps\/[^/]+\/src\/[^/.]+)/)?.[1] ?? name;
  return (frame) => {
    if (!frame.url) return frame.functionName || '(native)';
    if (!frame.url.startsWith('http')) return frame.url;
    const map = mapOf(frame.url);
    const source = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    if (!source) return new URL(frame.url).pathname.includes('/static/') ? `(bundle code without a source) ${chunkName(new URL(frame.url).pathname)}` : '(inline scripts of the page)';
    return workspaceFolder(moduleName(source));
  };
}

const browser = await launchBrowser();
try {
  const url = new URL(path, SHELL).href;
  const loads = [];
  for (let i = 0; i < RUNS; i += 1) loads.push(await profileOneLoad(browser, url));
  const ports = new Set(loads.flat().map(([frame]) => (frame.url.startsWith('http') ? new URL(frame.url).port : null)));
  const builds = new Map();
  for (const port of ports) if (APP_OF_PORT[port]) builds.set(APP_OF_PORT[port], await buildWithMaps(APP_OF_PORT[port]));
  const nameOf = sourceNamer(builds);
  const perSource = new Map();
  for (const samples of loads) {
    for (const [frame, ms] of samples) {
      if (frame.functionName === '(idle)') continue;
      const name = nameOf(frame);
      perSource.set(name, (perSource.get(name) ?? 0) + ms / RUNS);
    }
  }
  const total = [...perSource.values()].reduce((sum, ms) => sum + ms, 0);
  const rows = [...perSource].sort((a, b) => b[1] - a[1]).slice(0, 25);
  const lines = [
    `# Main-thread time of ${path}, first load (${new Date().toISOString()})`,
    '',
    `${RUNS} loads of ${url} at ${CPU_SLOWDOWN}× CPU slowdown, mean per load: ${total.toFixed(0)} ms busy. \`node bench/profile-page.mjs ${path}\`.`,
    '',
    '| source | ms per load | share |',
    '|---|---|---|',
    ...rows.map(([name, ms]) => `| ${name} | ${ms.toFixed(0)} | ${((100 * ms) / total).toFixed(1)} % |`),
    '',
  ];
  console.log(lines.join('\n'));
  const file = join(RESULTS_DIR, 'profile-latest.md');
  writeFileSync(`${file}.tmp`, lines.join('\n'));
  renameSync(`${file}.tmp`, file);
} finally {
  await browser.close();
}
