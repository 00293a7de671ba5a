/**
 * Every active category in tree order (each top-level category followed by its children), with the active
 * products filed directly under it, in one query whatever the catalogue's size.
 */
export const CATALOG_OVERVIEW_SQL = `
  SELECT c.id, c.slug, c.name, c.name_en, c.parent_id, c.description, c.description_en,
    COALESCE((
      SELECT json_agg(json_build_object(
               'id', p.id, 'slug', p.slug, 'sku', p.sku, 'name', p.name, 'nameEn', p.name_en,
               'subtitle', p.subtitle, 'subtitleEn', p.subtitle_en, 'basePrice', p.base_price,
               'comparePrice', p.compare_price, 'weight', p.weight,
               'updatedAt', p.updated_at,
               'inStock', EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = p.id AND i.quantity > 0),
               'variants', COALESCE((
                 SELECT json_agg(json_build_object('name', v.name, 'nameEn', v.name_en, 'price', v.price)
                                 ORDER BY v.sort_order, v.sku)
                 FROM product_variants v WHERE v.product_id = p.id
               ), '[]'::json)
             ) ORDER BY p.featured DESC, p.base_price, p.slug)
      FROM products p WHERE p.category_id = c.id AND p.is_active
    ), '[]'::json) AS products
  FROM categories c
  LEFT JOIN categories parent ON parent.id = c.parent_id
  WHERE c.is_active AND (parent.id IS NULL OR parent.is_active)
  ORDER BY COALESCE(parent.sort_order, c.sort_order), COALESCE(parent.slug, c.slug),
           c.parent_id NULLS FIRST, c.sort_order, c.slug`;
