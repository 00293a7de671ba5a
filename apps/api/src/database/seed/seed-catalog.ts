import { liraToKurus } from '@harman/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { Category } from '../../modules/catalog/category.entity';
import { Inventory } from '../../modules/catalog/inventory.entity';
import { Product } from '../../modules/catalog/product.entity';
import { ProductImage } from '../../modules/catalog/product-image.entity';
import { ProductVariant } from '../../modules/catalog/product-variant.entity';
import { SEED_CATEGORIES, SEED_PRODUCTS, productImages } from './catalog.data';
import type { SeedProduct } from './catalog.types';

const DAY_MS = 24 * 3600 * 1000;
const LOCATION = 'main';

/**
 * Upserts the development catalogue by slug (and SKU): running it again updates what is there and adds what is
 * missing, in one transaction. Seeded stock is reset to the seed's figures.
 */
export async function seedCatalog(dataSource: DataSource): Promise<{ categories: number; products: number }> {
  await dataSource.transaction(async (manager) => {
    const categoryIds = await upsertCategories(manager);
    const now = Date.now();
    for (const product of SEED_PRODUCTS) {
      const categoryId = categoryIds.get(product.category);
      if (!categoryId) throw new Error(`Seed product ${product.slug} names unknown category ${product.category}`);
      await upsertProduct(manager, product, categoryId, new Date(now - product.daysAgo * DAY_MS));
    }
  });
  return { categories: SEED_CATEGORIES.length, products: SEED_PRODUCTS.length };
}

async function upsertCategories(manager: EntityManager): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  // Parents first, so children can point at them.
  const ordered = [...SEED_CATEGORIES].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
  for (const category of ordered) {
    const parentId = category.parent ? ids.get(category.parent) : null;
    if (parentId === undefined) throw new Error(`Seed category ${category.slug} names unknown parent`);
    const result = await manager.getRepository(Category).upsert(
      {
        slug: category.slug,
        name: category.name,
        nameEn: category.nameEn,
        description: category.description,
        descriptionEn: category.descriptionEn,
        parentId,
        sortOrder: category.sortOrder,
        isActive: true,
      },
      ['slug'],
    );
    ids.set(category.slug, result.identifiers[0].id as string);
  }
  return ids;
}

async function upsertProduct(
  manager: EntityManager,
  product: SeedProduct,
  categoryId: string,
  createdAt: Date,
): Promise<void> {
  const result = await manager.getRepository(Product).upsert(
    {
      slug: product.slug,
      sku: product.sku,
      categoryId,
      name: product.name,
      nameEn: product.nameEn,
      subtitle: product.subtitle,
      subtitleEn: product.subtitleEn,
      description: product.description,
      descriptionEn: product.descriptionEn,
      detailedDescription: product.detailedDescription,
      detailedDescriptionEn: product.detailedDescriptionEn,
      basePrice: liraToKurus(product.priceTl),
      comparePrice: product.comparePriceTl === null ? null : liraToKurus(product.comparePriceTl),
      currency: 'TRY',
      weight: product.weight,
      tags: product.tags,
      tagsEn: product.tagsEn,
      colors: product.colors,
      featured: product.featured,
      bestseller: product.bestseller,
      newProduct: product.newProduct,
      onSale: product.comparePriceTl !== null,
      isActive: true,
      createdAt,
    },
    ['slug'],
  );
  const productId = result.identifiers[0].id as string;

  const variants = product.variants.map((variant, index) => ({
    productId,
    name: variant.name,
    nameEn: variant.nameEn,
    sku: variant.sku,
    price: liraToKurus(variant.priceTl),
    sortOrder: index,
  }));
  await manager
    .createQueryBuilder()
    .delete()
    .from(ProductVariant)
    .where('product_id = :productId AND sku <> ALL(:skus)', { productId, skus: variants.map((v) => v.sku) })
    .execute();
  if (variants.length > 0) await manager.getRepository(ProductVariant).upsert(variants, ['sku']);

  const images = productImages(product).map((image) => ({ productId, ...image }));
  await manager
    .createQueryBuilder()
    .delete()
    .from(ProductImage)
    .where('product_id = :productId AND url <> ALL(:urls)', { productId, urls: images.map((image) => image.url) })
    .execute();
  await manager.getRepository(ProductImage).upsert(images, ['productId', 'url']);

  const stock =
    product.variants.length > 0
      ? product.variants.map((variant) => ({ sku: variant.sku, quantity: variant.stock }))
      : [{ sku: product.sku, quantity: product.stock }];
  const rows = stock.map((entry) => ({ productId, ...entry, reservedQuantity: 0, location: LOCATION }));
  await manager.getRepository(Inventory).upsert(rows, ['sku', 'location']);
}
