/**
 * The products a quote names (`$1` uuid[]), if they can still be sold: prices of the product and its variants,
 * and what can be sold per SKU (stock less reservations, over every location).
 */
export const QUOTE_PRODUCTS_SQL = `
  SELECT p.id, p.slug, p.sku, p.name, p.name_en, p.base_price,
    img.url AS image,
    COALESCE((
      SELECT json_agg(json_build_object('name', v.name, 'nameEn', v.name_en, 'sku', v.sku, 'price', v.price))
      FROM product_variants v WHERE v.product_id = p.id
    ), '[]'::json) AS variants,
    COALESCE((
      SELECT json_object_agg(s.sku, s.available)
      FROM (
        SELECT i.sku, GREATEST(SUM(i.quantity - i.reserved_quantity), 0)::int AS available
        FROM inventory i WHERE i.product_id = p.id GROUP BY i.sku
      ) s
    ), '{}'::json) AS stock
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN product_images img ON img.product_id = p.id AND img.is_primary
  WHERE p.id = ANY($1::uuid[]) AND p.is_active AND c.is_active`;
