// Share images for link previews (og:image): 1200×630 JPEG, the size Facebook, WhatsApp and X show as a large
// card; the product images are SVG, which those previews do not accept. Drawn with sharp from the product's
// main image, its name and price; cached per product while its data is unchanged.
import sharp from 'sharp';
import { escapeHtml, SHARE_IMAGE } from './page-head.mjs';

const { width: W, height: H } = SHARE_IMAGE;
const MAX_CACHED = 200;
const ASK_TIMEOUT_MS = 1500;

const priceText = (kurus) => `₺${(kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Splits a name over at most three lines of about `width` characters. */
function lines(text, width = 22) {
  const out = [''];
  for (const word of text.split(/\s+/)) {
    const last = out.length - 1;
    if ((out[last] + ' ' + word).trim().length > width && out[last]) out.push(word);
    else out[last] = `${out[last]} ${word}`.trim();
  }
  return out.slice(0, 3);
}

function card({ title, subtitle, imageDataUri }) {
  const titleLines = lines(title)
    .map((line, i) => `<tspan x="660" dy="${i === 0 ? 0 : 72}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#f6efe6"/>
  <rect x="0" y="0" width="620" height="${H}" fill="#3b2418"/>
  ${imageDataUri ? `<image x="40" y="35" width="540" height="560" preserveAspectRatio="xMidYMid meet" xlink:href="${imageDataUri}" href="${imageDataUri}"/>` : ''}
  <text x="660" y="120" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#8a5a3b" letter-spacing="4">HARMAN KAHVE</text>
  <text x="660" y="230" font-family="DejaVu Serif, serif" font-size="60" font-weight="bold" fill="#2b1a12">${titleLines}</text>
  ${subtitle ? `<text x="660" y="540" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" fill="#3b2418">${escapeHtml(subtitle)}</text>` : ''}
</svg>`;
}

async function fetchOk(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** `(slug) => Promise<Buffer | null>` for a product (null when there is none), and `site()` for the rest. */
export function createShareImages({ apiUrl }) {
  const cache = new Map();
  const remember = (key, value) => {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value);
    cache.set(key, value);
    return value;
  };
  const render = (svg) => sharp(Buffer.from(svg)).flatten({ background: '#f6efe6' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

  async function product(slug) {
    const response = await fetchOk(`${apiUrl}/api/products/${encodeURIComponent(slug)}`);
    if (!response) return null;
    const data = await response.json();
    if (data.slug !== slug) return null;
    const main = [...(data.images ?? [])].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.sortOrder - b.sortOrder)[0];
    // The same product data gives the same picture: the cache key is what the picture is drawn from.
    const key = JSON.stringify([slug, data.name, data.basePrice, main?.url]);
    if (cache.has(key)) return cache.get(key);
    let imageDataUri = null;
    if (main?.url) {
      const image = await fetchOk(new URL(main.url, apiUrl).href).catch(() => null);
      if (image) {
        const type = image.headers.get('content-type')?.split(';')[0] ?? 'image/svg+xml';
        imageDataUri = `data:${type};base64,${Buffer.from(await image.arrayBuffer()).toString('base64')}`;
      }
    }
    return remember(key, await render(card({ title: data.name, subtitle: priceText(data.basePrice), imageDataUri })));
  }

  async function site() {
    if (cache.has('site')) return cache.get('site');
    return remember('site', await render(card({ title: 'Taze kavrulmuş nitelikli kahve', subtitle: 'harmankahve.com.tr', imageDataUri: null })));
  }

  return { product, site };
}
