import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as subset from './zod-mini';

const ROOT = join(__dirname, '..', '..', '..');
const DIRS = ['libs', 'apps'];

/** Every non-test source file that imports zod/mini as `z`. */
function miniFiles(): string[] {
  const files: string[] = [];
  for (const dir of DIRS) {
    for (const file of readdirSync(join(ROOT, dir), { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.spec\.tsx?$|node_modules|[\\/]dist[\\/]/.test(file)) continue;
      const path = join(ROOT, dir, file);
      if (readFileSync(path, 'utf8').includes("import * as z from 'zod/mini'")) files.push(path);
    }
  }
  return files;
}

describe('the shared zod/mini subset', () => {
  it('exports every zod/mini function the front-end code calls', () => {
    const files = miniFiles();
    expect(files.length).toBeGreaterThan(5);
    const used = new Set<string>();
    for (const file of files) {
      // Values only: `z.infer<…>`, `z.input<…>` and `z.ZodMini…` / `z.core.…` are types.
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z_$][\w$]*)\b(?!\s*<)/g)) {
        if (!/^(infer|input|output|core)$/.test(name) && !name.startsWith('ZodMini')) used.add(name);
      }
    }
    const missing = [...used].filter((name) => !(name in subset));
    expect(missing).toEqual([]);
  });
});
