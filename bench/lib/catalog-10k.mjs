// "With 10,000 products loaded": tops the bench database's seeded catalogue up to CATALOG_SIZE products, spread
// over every category, each with stock and one of the seeded illustrations, then refreshes the planner's
// statistics. Runs right after the stack starts, before anything reads the catalogue (the api caches pages).
import pg from 'pg';
import { CATALOG_SIZE, DATABASE_URL } from './config.mjs';

/** 20 origins in both languages: a search for one matches about 1 product in 20, in every category. */
const ORIGINS_TR = ['Etiyopya', 'Kolombiya', 'Brezilya', 'Guatemala', 'Kenya', 'Sumatra', 'Ruanda', 'Kosta Rika', 'Panama', 'Meksika',
  'Peru', 'Burundi', 'Honduras', 'Yemen', 'Hindistan', 'Tanzanya', 'Nikaragua', 'Salvador', 'Bolivya', 'Uganda'];
const ORIGINS_EN = ['Ethiopia', 'Colombia', 'Brazil', 'Guatemala', 'Kenya', 'Sumatra', 'Rwanda', 'Costa Rica', 'Panama', 'Mexico',
  'Peru', 'Burundi', 'Honduras', 'Yemen', 'India', 'Tanzania', 'Nicaragua', 'El Salvador', 'Bolivia', 'Uganda'];

export async function loadCatalog(size = CATALOG_SIZE) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const before = (await client.query('SELECT count(*)::int AS n FROM products')).rows[0].n;
    const add = size - before;
    if (add > 0) {
      await client.query('BEGIN');
      await client.query(
        `WITH cats AS (SELECT array_agg(id ORDER BY slug) AS ids FROM categories WHERE is_active)
         INSERT INTO products (name, name_en, slug, sku, description, description_en, detailed_description,
                               detailed_description_en, category_id, base_price, compare_price, weight, tags,
                               bestseller, new_product, created_at)
         SELECT ($2::text[])[1 + g % 20] || ' Seçkin Parti ' || g, ($3::text[])[1 + g % 20] || ' Select Lot ' || g,
                'bench-' || g, 'BENCH-' || g,
                'Özenle kavrulmuş, dengeli ve tatlı bir fincan; kakao, karamel ve kırmızı meyve notaları.',
                'Carefully roasted, a balanced and sweet cup with cocoa, caramel and red fruit notes.',
                '', '', cats.ids[1 + (g / 20) % array_length(cats.ids, 1)],
                5000 + (g * 7919) % 395000, CASE WHEN g % 7 = 0 THEN 5000 + (g * 7919) % 395000 + 2500 END, 250,
                ARRAY['parti-' || (g % 50)], g % 11 = 0, g % 13 = 0, now() - (g % 400) * interval '1 day'
         FROM generate_series(1, $1::int) AS g, cats`,
        [add, ORIGINS_TR, ORIGINS_EN],
      );
      await client.query(
        `INSERT INTO inventory (product_id, sku, quantity, location)
         SELECT id, sku, abs(hashtext(sku)) % 40, 'main' FROM products WHERE slug LIKE 'bench-%'`,
      );
      await client.query(
        `WITH pictures AS (SELECT array_agg(url ORDER BY url) AS urls FROM product_images WHERE is_primary)
         INSERT INTO product_images (product_id, url, alt_text, sort_order, is_primary)
         SELECT p.id, pictures.urls[1 + abs(hashtext(p.slug)) % array_length(pictures.urls, 1)], p.name, 0, true
         FROM products p, pictures WHERE p.slug LIKE 'bench-%'`,
      );
      await client.query('COMMIT');
    }
    // The listing read model too: its statistics, and its trigram indexes' pending entries merged.
    await client.query('VACUUM ANALYZE products, inventory, product_images, product_variants, categories, product_listing, product_listing_counts, product_listing_search');
    const after = (await client.query('SELECT count(*)::int AS n FROM products')).rows[0].n;
    return { before, after };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
