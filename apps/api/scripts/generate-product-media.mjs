#!/usr/bin/env node
// Draws the product illustrations committed under assets/media/products (the api has no stock photos and no
// internet): a coffee bag, dripper, device, grinder or accessory in the product's two colours, with its name.
// Reads the seed catalogue from the build, so run `npm run build -w @harman/api` first. Re-run after adding products.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { SEED_PRODUCTS } = require(join(here, '..', 'dist', 'database', 'seed', 'catalog.data.js'));
const outDir = join(here, '..', 'assets', 'media', 'products');

const escapeXml = (value) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]);

/** Greedy word wrap to at most three lines. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

const SHAPES = {
  bag: (main, accent) => `
  <path d="M190 150 L410 150 L430 200 L430 500 Q430 520 410 520 L190 520 Q170 520 170 500 L170 200 Z" fill="${main}"/>
  <path d="M190 150 L410 150 L420 176 L180 176 Z" fill="#000" opacity=".18"/>
  <circle cx="300" cy="215" r="12" fill="#000" opacity=".2"/>
  <rect x="170" y="330" width="260" height="110" fill="${accent}"/>
  <text x="300" y="278" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" letter-spacing="6" fill="#fff">HARMAN</text>`,
  dripper: (main, accent) => `
  <path d="M170 170 L430 170 L360 330 L240 330 Z" fill="${main}"/>
  <rect x="150" y="160" width="300" height="18" rx="9" fill="${accent}"/>
  <rect x="215" y="330" width="170" height="16" rx="8" fill="${accent}"/>
  <path d="M220 346 L380 346 L370 500 Q368 520 348 520 L252 520 Q232 520 230 500 Z" fill="#fff" opacity=".75"/>
  <rect x="232" y="440" width="136" height="70" fill="${main}" opacity=".55"/>`,
  device: (main, accent) => `
  <rect x="190" y="200" width="220" height="300" rx="36" fill="${main}"/>
  <path d="M410 260 Q480 260 480 330 Q480 400 410 400" fill="none" stroke="${accent}" stroke-width="22"/>
  <path d="M190 250 Q130 230 110 170" fill="none" stroke="${main}" stroke-width="18" stroke-linecap="round"/>
  <rect x="220" y="170" width="160" height="36" rx="14" fill="${accent}"/>
  <rect x="215" y="300" width="170" height="8" rx="4" fill="#fff" opacity=".35"/>`,
  grinder: (main, accent) => `
  <rect x="215" y="240" width="170" height="270" rx="22" fill="${main}"/>
  <rect x="215" y="380" width="170" height="18" fill="${accent}"/>
  <rect x="292" y="170" width="16" height="72" fill="${accent}"/>
  <path d="M300 178 L430 150" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
  <circle cx="436" cy="148" r="20" fill="${main}"/>`,
  accessory: (main, accent) => `
  <rect x="200" y="230" width="200" height="250" rx="28" fill="${main}"/>
  <path d="M400 290 Q470 290 470 350 Q470 410 400 410" fill="none" stroke="${main}" stroke-width="26"/>
  <rect x="200" y="300" width="200" height="60" fill="${accent}"/>
  <ellipse cx="300" cy="232" rx="100" ry="16" fill="#000" opacity=".15"/>`,
};

/** Further gallery views (a product's `gallery`): its roasted beans, and a cup of it. */
const VIEWS = {
  beans: (main, accent) => `
  <ellipse cx="300" cy="430" rx="210" ry="70" fill="${accent}" opacity=".35"/>
  ${[[210, 400, 20], [270, 370, -15], [330, 395, 35], [390, 372, -30], [240, 455, 60], [305, 445, 5], [370, 440, -50], [430, 420, 25], [180, 440, -40], [340, 330, 15], [280, 320, -35]]
    .map(([x, y, r]) => `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="30" ry="42" fill="${main}"/><path d="M0 -36 C14 -14 -14 14 0 36" stroke="#000" stroke-opacity=".35" stroke-width="5" fill="none" stroke-linecap="round"/></g>`)
    .join('')}`,
  cup: (main, accent) => `
  <ellipse cx="300" cy="470" rx="190" ry="40" fill="#fff"/>
  <ellipse cx="300" cy="462" rx="150" ry="26" fill="${accent}" opacity=".35"/>
  <path d="M170 270 L430 270 L410 430 Q405 460 375 460 L225 460 Q195 460 190 430 Z" fill="#fff"/>
  <path d="M428 300 Q490 300 488 350 Q486 400 418 400" fill="none" stroke="#fff" stroke-width="22"/>
  <ellipse cx="300" cy="272" rx="130" ry="22" fill="${main}"/>
  <ellipse cx="300" cy="272" rx="60" ry="9" fill="${accent}" opacity=".7"/>
  <path d="M260 230 q-15 -30 0 -60 M300 225 q-15 -30 0 -60 M340 230 q-15 -30 0 -60" stroke="${main}" stroke-opacity=".35" stroke-width="8" fill="none" stroke-linecap="round"/>`,
};

function illustration(product, view) {
  const [main, accent] = product.colors;
  const lines = wrap(product.name, 20);
  const text = lines
    .map((line, index) => `<tspan x="300" dy="${index === 0 ? 0 : 34}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(product.name)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#faf6f1"/><stop offset="1" stop-color="#efe6dc"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <ellipse cx="300" cy="530" rx="170" ry="16" fill="#000" opacity=".08"/>${(view ? VIEWS[view] : SHAPES[product.illustration])(main, accent)}
  <text x="300" y="${lines.length > 2 ? 36 : 56}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#3b2a20">${text}</text>
</svg>
`;
}

mkdirSync(outDir, { recursive: true });
let written = 0;
for (const product of SEED_PRODUCTS) {
  writeFileSync(join(outDir, `${product.slug}.svg`), illustration(product));
  for (const view of product.gallery ?? []) writeFileSync(join(outDir, `${product.slug}-${view}.svg`), illustration(product, view));
  written += 1 + (product.gallery ?? []).length;
}
process.stdout.write(`Wrote ${written} illustrations to ${outDir}\n`);
