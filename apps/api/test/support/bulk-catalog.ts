import type { DataSource } from 'typeorm';

/**
 * Adds `count` synthetic products (slugs `bulk-<n>`) spread over the seeded categories, each with stock and a
 * primary image, then refreshes the planner's statistics: a catalogue of realistic size for plan and scale tests.
 * Names cycle through 20 origins (Turkish and English), each spread over every category, so a search for one
 * matches a predictable 1 in 20 of the rows.
 */
export async function addBulkProducts(dataSource: DataSource, count: number): Promise<void> {
  // One transaction with room for its statements: each fills the listing read model too (its triggers), and on a
  // busy machine the 10,000-row insert alone came near the pool's 15 s statement limit.
  await dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL statement_timeout = '180s'`);
    await insertBulk(manager, count);
  });
  // A vacuum also merges the trigram indexes' pending entries, which the planner otherwise prices as a scan, and
  // marks the token index's pages all-visible, so a search's counts read that index alone.
  await dataSource.query('VACUUM ANALYZE product_listing, product_listing_search, search_tokens, product_search_tokens');
  await dataSource.query('ANALYZE');
}

async function insertBulk(dataSource: Pick<DataSource, 'query'>, count: number): Promise<void> {
  await dataSource.query(
    `WITH cats AS (SELECT array_agg(id ORDER BY slug) AS ids FROM categories),
          words AS (SELECT ARRAY['Etiyopya','Kolombiya','Brezilya','Guatemala','Kenya','Sumatra','Ruanda','Kosta Rika',
                                 'Panama','Meksika','Peru','Burundi','Honduras','Yemen','Hindistan','Tanzanya',
                                 'Nikaragua','Salvador','Bolivya','Uganda'] AS tr,
                           ARRAY['Ethiopia','Colombia','Brazil','Guatemala','Kenya','Sumatra','Rwanda','Costa Rica',
                                 'Panama','Mexico','Peru','Burundi','Honduras','Yemen','India','Tanzania',
                                 'Nicaragua','El Salvador','Bolivia','Uganda'] AS en)
     INSERT INTO products (name, name_en, slug, sku, description, description_en, detailed_description,
                           detailed_description_en, category_id, base_price, compare_price, weight, tags, featured,
                           bestseller, new_product, created_at)
     SELECT words.tr[1 + g % 20] || ' Seçkin Parti ' || g, words.en[1 + g % 20] || ' Select Lot ' || g,
            'bulk-' || g, 'BULK-' || g,
            'Özenle kavrulmuş, dengeli ve tatlı bir fincan.', 'Carefully roasted, a balanced and sweet cup.',
            '', '', cats.ids[1 + (g / 20) % array_length(cats.ids, 1)],
            5000 + (g * 7919) % 395000, CASE WHEN g % 7 = 0 THEN 5000 + (g * 7919) % 395000 + 2000 END, 250,
            ARRAY['parti-' || (g % 50)], false, g % 11 = 0, g % 13 = 0, now() - (g % 400) * interval '1 day'
     FROM generate_series(1, $1::int) AS g, cats, words`,
    [count],
  );
  await dataSource.query(
    `INSERT INTO inventory (product_id, sku, quantity, location)
     SELECT id, sku, (abs(hashtext(sku)) % 40), 'main' FROM products WHERE slug LIKE 'bulk-%'`,
  );
  await dataSource.query(
    `INSERT INTO product_images (product_id, url, alt_text, sort_order, is_primary)
     SELECT id, '/api/media/products/house-blend.svg', name, 0, true FROM products WHERE slug LIKE 'bulk-%'`,
  );
}
