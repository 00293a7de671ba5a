import { Injectable } from '@nestjs/common';
import type {
  AdminProductDetail,
  AdminProductList,
  AdminProductValues,
  adminProductListQuerySchema,
  StockAdjustment,
} from '@harman/contracts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { AppError, NotFoundError, ValidationFailedError } from '../../../common/errors/app-error';
import { AuditLog, changedFields, type AuditActor } from '../../../common/security/audit-log';
import { ProductListCache } from '../../catalog/product-list-cache';
import { versionConflict } from '../../settings/store-settings.service';
import { productListSql, type AdminProductRow } from './admin-product-sql';
import { skuPart, slugify, uniqueSlug } from './slugify';

type ListParams = z.output<typeof adminProductListQuerySchema>;

interface ProductRow {
  id: string;
  slug: string;
  sku: string;
  name: string;
  name_en: string;
  subtitle: string | null;
  subtitle_en: string | null;
  description: string;
  description_en: string;
  category_id: string;
  base_price: number;
  compare_price: number | null;
  tags: string[];
  tags_en: string[];
  featured: boolean;
  bestseller: boolean;
  new_product: boolean;
  on_sale: boolean;
  is_active: boolean;
  version: number;
  updated_at: Date;
}

const LOCATION = 'main';

/**
 * The product editor of the admin: list, create, edit (optimistic lock on `version`), hide, and stock through
 * recorded adjustments. Every change writes its audit row in its own transaction and, once committed, clears the
 * shop's page cache so the storefront's next request shows it.
 */
@Injectable()
export class AdminProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly shopCache: ProductListCache,
  ) {}

  async list(params: ListParams): Promise<AdminProductList> {
    const query = productListSql(params);
    const [rows, categories] = await Promise.all([
      this.dataSource.query<AdminProductRow[]>(query.sql, query.params),
      this.dataSource.query<{ id: string; slug: string; name: string; name_en: string }[]>(
        `SELECT id, slug, name, name_en FROM categories ORDER BY sort_order, name`,
      ),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        nameEn: row.name_en,
        slug: row.slug,
        sku: row.sku,
        category: { id: row.category_id, slug: row.category_slug, name: row.category_name, nameEn: row.category_name_en },
        price: row.base_price,
        comparePrice: row.compare_price,
        stock: row.stock,
        status: !row.is_active ? 'hidden' : row.stock > 0 ? 'active' : 'out_of_stock',
        image: row.image,
        updatedAt: row.updated_at.toISOString(),
        version: row.version,
      })),
      total: rows[0]?.total ?? 0,
      page: params.page,
      pageSize: params.pageSize,
      categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, nameEn: c.name_en })),
    };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminProductDetail> {
    const product = await this.row(manager, id);
    // One after the other: inside a transaction they share one connection.
    const variants = await manager.query<{ id: string; name: string; name_en: string; sku: string; price: number }[]>(
        `SELECT id, name, name_en, sku, price FROM product_variants WHERE product_id = $1 ORDER BY sort_order, name`,
      [id],
    );
    const stock = await manager.query<{ sku: string; quantity: number; reserved: number }[]>(
        `SELECT sku, SUM(quantity)::int AS quantity, SUM(reserved_quantity)::int AS reserved
         FROM inventory WHERE product_id = $1 GROUP BY sku ORDER BY sku`,
      [id],
    );
    const images = await manager.query<{ id: string; url: string; is_primary: boolean; status: string | null }[]>(
        `SELECT i.id, i.url, i.is_primary, f.status
         FROM product_images i
         LEFT JOIN product_image_files f ON i.url = '/api/product-images/' || f.id::text || '.jpg'
         WHERE i.product_id = $1 ORDER BY i.sort_order, i.id`,
      [id],
    );
    const movements = await manager.query<{ id: string; sku: string; delta: number; quantity_after: number; reason: string; note: string | null; email: string | null; created_at: Date }[]>(
        `SELECT m.id::text, m.sku, m.delta, m.quantity_after, m.reason, m.note, u.email, m.created_at
         FROM stock_movements m LEFT JOIN users u ON u.id = m.actor_id
         WHERE m.product_id = $1 ORDER BY m.id DESC LIMIT 50`,
      [id],
    );
    return {
      id: product.id,
      slug: product.slug,
      sku: product.sku,
      name: product.name,
      nameEn: product.name_en,
      subtitle: product.subtitle ?? '',
      subtitleEn: product.subtitle_en ?? '',
      description: product.description,
      descriptionEn: product.description_en,
      categoryId: product.category_id,
      price: product.base_price,
      comparePrice: product.compare_price,
      tags: product.tags,
      tagsEn: product.tags_en,
      featured: product.featured,
      bestseller: product.bestseller,
      newProduct: product.new_product,
      onSale: product.on_sale,
      isActive: product.is_active,
      version: product.version,
      updatedAt: product.updated_at.toISOString(),
      variants: variants.map((v) => ({ id: v.id, name: v.name, nameEn: v.name_en, sku: v.sku, price: v.price })),
      stock,
      images: images.map((image) => ({
        id: image.id,
        url: image.url,
        isPrimary: image.is_primary,
        status: (image.status ?? 'static') as 'pending' | 'ready' | 'failed' | 'static',
      })),
      movements: movements.map((m) => ({
        id: m.id,
        sku: m.sku,
        delta: m.delta,
        quantityAfter: m.quantity_after,
        reason: m.reason,
        note: m.note,
        actorEmail: m.email,
        createdAt: m.created_at.toISOString(),
      })),
    };
  }

  async create(input: AdminProductValues, actor: AuditActor): Promise<AdminProductDetail> {
    const detail = await this.withSlugRetry(() =>
      this.dataSource.transaction(async (manager) => {
        await this.assertCategory(manager, input.categoryId);
        const slug = await this.freeSlug(manager, slugify(input.name));
        const sku = input.sku ?? (await this.freeSku(manager, `HRM-${skuPart(slug, 30)}`));
        await this.assertSkusFree(manager, [sku, ...input.variants.flatMap((v) => (v.sku ? [v.sku] : []))], null);
        const [{ id }] = await manager.query<{ id: string }[]>(
          `INSERT INTO products (slug, sku, name, name_en, subtitle, subtitle_en, description, description_en, category_id,
             base_price, compare_price, tags, tags_en, featured, bestseller, new_product, on_sale, is_active)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
          [slug, sku, ...this.columns(input)],
        );
        await this.syncVariants(manager, id, sku, input.variants);
        await this.audit.record(manager, {
          actor,
          action: 'product.create',
          targetType: 'product',
          targetId: id,
          changes: { slug, sku, name: input.name, price: input.price, variants: input.variants.map((v) => v.name) },
        });
        return this.get(id, manager);
      }),
    );
    this.shopCache.clear();
    return detail;
  }

  async update(id: string, input: AdminProductValues & { version: number }, actor: AuditActor): Promise<AdminProductDetail> {
    const detail = await this.dataSource.transaction(async (manager) => {
      const before = await this.get(id, manager);
      await manager.query(`SELECT 1 FROM products WHERE id = $1 FOR UPDATE`, [id]);
      const [{ version }] = await manager.query<{ version: number }[]>(`SELECT version FROM products WHERE id = $1`, [id]);
      if (version !== input.version) throw versionConflict();
      await this.assertCategory(manager, input.categoryId);
      if (input.sku && input.sku !== before.sku) await this.assertSkusFree(manager, [input.sku], id);
      await this.assertSkusFree(manager, input.variants.flatMap((v) => (v.sku && !before.variants.some((b) => b.sku === v.sku) ? [v.sku] : [])), id);
      await manager.query(
        `UPDATE products SET sku = $2, name = $3, name_en = $4, subtitle = $5, subtitle_en = $6, description = $7,
           description_en = $8, category_id = $9, base_price = $10, compare_price = $11, tags = $12, tags_en = $13,
           featured = $14, bestseller = $15, new_product = $16, on_sale = $17, is_active = $18, version = version + 1
         WHERE id = $1`,
        [id, input.sku ?? before.sku, ...this.columns(input)],
      );
      await this.syncVariants(manager, id, input.sku ?? before.sku, input.variants);
      const after = await this.get(id, manager);
      await this.audit.record(manager, {
        actor,
        action: 'product.update',
        targetType: 'product',
        targetId: id,
        changes: changedFields(editable(before), editable(after)),
      });
      return after;
    });
    this.shopCache.clear();
    return detail;
  }

  /** Hide (or show again): the product leaves the shop, its page and new carts. */
  async setActive(id: string, isActive: boolean, version: number, actor: AuditActor): Promise<AdminProductDetail> {
    const detail = await this.dataSource.transaction(async (manager) => {
      const before = await this.row(manager, id, true);
      if (before.version !== version) throw versionConflict();
      await manager.query(`UPDATE products SET is_active = $2, version = version + 1 WHERE id = $1`, [id, isActive]);
      await this.audit.record(manager, {
        actor,
        action: isActive ? 'product.show' : 'product.hide',
        targetType: 'product',
        targetId: id,
        changes: { isActive: { from: before.is_active, to: isActive } },
      });
      return this.get(id, manager);
    });
    this.shopCache.clear();
    return detail;
  }

  /**
   * One recorded stock change of a SKU: the inventory trigger writes the ledger row with this reason, note and
   * actor, so the ledger's sum is the stock. Stock never goes below what orders have reserved.
   */
  async adjustStock(id: string, adjustment: Required<StockAdjustment>, actor: AuditActor): Promise<AdminProductDetail> {
    const detail = await this.dataSource.transaction(async (manager) => {
      await this.row(manager, id);
      const [inventory] = await manager.query<{ id: string; quantity: number; reserved_quantity: number }[]>(
        `SELECT id, quantity, reserved_quantity FROM inventory WHERE product_id = $1 AND sku = $2 AND location = $3 FOR UPDATE`,
        [id, adjustment.sku, LOCATION],
      );
      if (!inventory) throw new AppError(400, 'UNKNOWN_SKU', 'No such SKU on this product', { sku: ['unknownSku'] });
      const quantity = inventory.quantity + adjustment.delta;
      if (quantity < inventory.reserved_quantity) {
        throw new AppError(409, 'STOCK_BELOW_ZERO', 'Stock cannot go below what is reserved', { delta: ['stockBelowZero'] }, {
          minimumDelta: inventory.reserved_quantity - inventory.quantity,
        });
      }
      await setLedgerContext(manager, adjustment.reason, adjustment.note, actor.id);
      await manager.query(`UPDATE inventory SET quantity = $2 WHERE id = $1`, [inventory.id, quantity]);
      await this.audit.record(manager, {
        actor,
        action: 'stock.adjust',
        targetType: 'product',
        targetId: id,
        changes: { sku: adjustment.sku, delta: adjustment.delta, quantity: { from: inventory.quantity, to: quantity }, reason: adjustment.reason, note: adjustment.note },
      });
      return this.get(id, manager);
    });
    this.shopCache.clear();
    return detail;
  }

  private columns(input: AdminProductValues): unknown[] {
    return [
      input.name,
      input.nameEn,
      input.subtitle || null,
      input.subtitleEn || null,
      input.description,
      input.descriptionEn,
      input.categoryId,
      input.price,
      input.comparePrice,
      input.tags,
      input.tagsEn,
      input.featured,
      input.bestseller,
      input.newProduct,
      input.onSale,
      input.isActive,
    ];
  }

  /**
   * Variants as the form lists them: kept ones updated (their SKU and stock stay), new ones added with a stock
   * row at 0, missing ones removed with their stock rows. A product without variants keeps one row for its SKU.
   */
  private async syncVariants(manager: EntityManager, productId: string, productSku: string, variants: AdminProductValues['variants']) {
    const existing = await manager.query<{ id: string; sku: string }[]>(`SELECT id, sku FROM product_variants WHERE product_id = $1`, [productId]);
    const keep = new Set(variants.flatMap((v) => (v.id ? [v.id] : [])));
    for (const gone of existing.filter((row) => !keep.has(row.id))) {
      await manager.query(`DELETE FROM product_variants WHERE id = $1`, [gone.id]);
      await manager.query(`DELETE FROM inventory WHERE product_id = $1 AND sku = $2`, [productId, gone.sku]);
    }
    const skus: string[] = [];
    for (const [index, variant] of variants.entries()) {
      const known = variant.id ? existing.find((row) => row.id === variant.id) : undefined;
      if (variant.id && !known) throw new ValidationFailedError({ [`variants.${index}.id`]: ['unknownVariant'] });
      if (known) {
        await manager.query(`UPDATE product_variants SET name = $2, name_en = $3, price = $4, sort_order = $5 WHERE id = $1`, [
          known.id,
          variant.name,
          variant.nameEn,
          variant.price,
          index,
        ]);
        skus.push(known.sku);
        continue;
      }
      const sku = variant.sku ?? (await this.freeSku(manager, `${productSku}-${skuPart(variant.name, 12)}`.slice(0, 40)));
      await manager.query(
        `INSERT INTO product_variants (product_id, name, name_en, sku, price, sort_order) VALUES ($1, $2, $3, $4, $5, $6)`,
        [productId, variant.name, variant.nameEn, sku, variant.price, index],
      );
      skus.push(sku);
    }
    const stockSkus = variants.length > 0 ? skus : [productSku];
    for (const sku of stockSkus) {
      await manager.query(
        `INSERT INTO inventory (product_id, sku, quantity, location) VALUES ($1, $2, 0, $3) ON CONFLICT (sku, location) DO NOTHING`,
        [productId, sku, LOCATION],
      );
    }
    // The product's own SKU row goes once it has variants, unless it still holds stock (moved by hand).
    if (variants.length > 0) {
      await manager.query(`DELETE FROM inventory WHERE product_id = $1 AND sku = $2 AND quantity = 0 AND reserved_quantity = 0`, [productId, productSku]);
    }
  }

  private async row(manager: EntityManager, id: string, lock = false): Promise<ProductRow> {
    const [row] = await manager.query<ProductRow[]>(`SELECT * FROM products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    if (!row) throw new NotFoundError('PRODUCT_NOT_FOUND', 'Product not found');
    return row;
  }

  private async assertCategory(manager: EntityManager, categoryId: string): Promise<void> {
    const [row] = await manager.query(`SELECT 1 FROM categories WHERE id = $1`, [categoryId]);
    if (!row) throw new AppError(400, 'CATEGORY_NOT_FOUND', 'No such category', { categoryId: ['unknownCategory'] });
  }

  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    const rows = await manager.query<{ slug: string }[]>(`SELECT slug FROM products WHERE slug = $1 OR slug LIKE $2`, [
      base,
      `${base.slice(0, 70)}-%`,
    ]);
    return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
  }

  private async freeSku(manager: EntityManager, base: string): Promise<string> {
    const rows = await manager.query<{ sku: string }[]>(
      `SELECT sku FROM products WHERE sku LIKE $1 UNION SELECT sku FROM product_variants WHERE sku LIKE $1`,
      [`${base.slice(0, 34)}%`],
    );
    const taken = new Set(rows.map((row) => row.sku));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) if (!taken.has(`${base.slice(0, 34)}-${n}`)) return `${base.slice(0, 34)}-${n}`;
  }

  private async assertSkusFree(manager: EntityManager, skus: string[], productId: string | null): Promise<void> {
    if (skus.length === 0) return;
    const [taken] = await manager.query<{ sku: string }[]>(
      `SELECT sku FROM products WHERE sku = ANY($1) AND id IS DISTINCT FROM $2
       UNION SELECT sku FROM product_variants WHERE sku = ANY($1) AND product_id IS DISTINCT FROM $2 LIMIT 1`,
      [skus, productId],
    );
    if (taken) throw new AppError(409, 'SKU_TAKEN', 'SKU already in use', { sku: ['skuTaken'] }, { sku: taken.sku });
  }

  /** Two staff creating the same name at once: the loser of the unique slug takes the next free one. */
  private async withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        const constraint = (error as QueryFailedError & { driverError?: { constraint?: string } }).driverError?.constraint;
        if (!(error instanceof QueryFailedError) || constraint !== 'products_slug_key' || attempt >= 3) throw error;
      }
    }
  }
}

/** The fields of the editor, for the audit row's diff. */
function editable(detail: AdminProductDetail): Record<string, unknown> {
  const { version: _version, updatedAt: _updatedAt, stock: _stock, images: _images, movements: _movements, ...fields } = detail;
  return fields;
}

/** Transaction-local settings the inventory trigger reads for the ledger row. */
export async function setLedgerContext(manager: EntityManager, reason: string, note: string | null, actorId: string | null): Promise<void> {
  await manager.query(
    `SELECT set_config('harman.stock_reason', $1, true), set_config('harman.stock_note', $2, true), set_config('harman.actor_id', $3, true)`,
    [reason, note ?? '', actorId ?? ''],
  );
}
