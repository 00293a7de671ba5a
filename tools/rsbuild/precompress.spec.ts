import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes a brotli copy beside each script and stylesheet of 1 kB or more, nested folders included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'static/js/async'), { recursive: true });
    const script = 'export const kahve = "Türk kahvesi";\n'.repeat(100);
    const style = '.card { color: #3b2a20; }\n'.repeat(100);
    writeFileSync(join(dir, 'static/js/async/page.0123456789.js'), script);
    writeFileSync(join(dir, 'static/main.abcdef0123.css'), style);
    writeFileSync(join(dir, 'static/js/tiny.js'), 'x');
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ padding: 'x'.repeat(2000) }));

    expect(await precompressDir(dir)).toBe(2);

    expect(brotliDecompressSync(readFileSync(join(dir, 'static/js/async/page.0123456789.js.br'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'static/main.abcdef0123.css.br'))).toString()).toBe(style);
    // The server sends small files as they are; manifests are rewritten after the build, so they get no copy.
    expect(existsSync(join(dir, 'static/js/tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'mf-manifest.json.br'))).toBe(false);
  });
});
