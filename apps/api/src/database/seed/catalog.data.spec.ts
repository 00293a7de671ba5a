import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_DIR } from '../../config/media';
import { SEED_CATEGORIES, SEED_PRODUCTS, productImageUrl, productImages } from './catalog.data';
import { SEED_COFFEES } from './coffees.data';

describe('seed catalogue', () => {
  it('has the six featured coffees of the spec at their 250 g prices', () => {
    const featured = SEED_PRODUCTS.filter((product) => product.featured);
    expect(Object.fromEntries(featured.map((product) => [product.nameEn, product.priceTl]))).toEqual({
      'Ethiopia Yirgacheffe': 285,
      'House Blend': 225,
      'Signature Espresso': 245,
      'Colombia Supremo': 265,
      'Brazil Santos': 195,
      'Guatemala Antigua': 295,
    });
    for (const product of featured) {
      expect(product.variants.map((variant) => variant.name)).toEqual(['250g', '1kg']);
      expect(product.variants[0].priceTl).toBe(product.priceTl);
      expect(product.colors.every((color) => /^#[0-9A-F]{6}$/i.test(color))).toBe(true);
    }
  });

  it('lists the featured coffees in the spec’s order under the shop’s featured sort (bestsellers, then newest)', () => {
    const featured = SEED_PRODUCTS.filter((product) => product.featured).sort(
      (a, b) => Number(b.bestseller) - Number(a.bestseller) || a.daysAgo - b.daysAgo || (a.slug < b.slug ? -1 : 1),
    );
    expect(featured.map((product) => `${product.nameEn} ${product.priceTl}`)).toEqual([
      'Ethiopia Yirgacheffe 285',
      'House Blend 225',
      'Signature Espresso 245',
      'Colombia Supremo 265',
      'Brazil Santos 195',
      'Guatemala Antigua 295',
    ]);
  });

  it('is a consistent, bilingual catalogue of about forty products', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(38);
    const categories = new Set(SEED_CATEGORIES.map((category) => category.slug));
    const skus = SEED_PRODUCTS.flatMap((product) => [product.sku, ...product.variants.map((variant) => variant.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(SEED_PRODUCTS.map((product) => product.slug)).size).toBe(SEED_PRODUCTS.length);
    for (const product of SEED_PRODUCTS) {
      expect(categories).toContain(product.category);
      expect(product.slug).toMatch(/^[a-z0-9-]{1,80}$/);
      for (const text of [product.name, product.nameEn, product.description, product.descriptionEn]) {
        expect(text.trim()).not.toBe('');
      }
      if (product.comparePriceTl !== null) expect(product.comparePriceTl).toBeGreaterThan(product.priceTl);
      // Every Turkish tag has its English counterpart, in the same place.
      expect({ slug: product.slug, tags: product.tagsEn.length }).toEqual({ slug: product.slug, tags: product.tags.length });
      for (const tag of product.tagsEn) expect(tag).toMatch(/^[a-z0-9é][a-z0-9é -]*$/);
    }
    const stock = (product: (typeof SEED_PRODUCTS)[number]) =>
      product.variants.length ? product.variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock;
    expect(SEED_PRODUCTS.filter((product) => stock(product) === 0).length).toBeGreaterThanOrEqual(1);
  });

  it('has a committed illustration for every product image', () => {
    for (const product of SEED_PRODUCTS) {
      expect(productImages(product)[0]).toMatchObject({ url: productImageUrl(product.slug), isPrimary: true, sortOrder: 0 });
      for (const image of productImages(product)) {
        const file = join(MEDIA_DIR, image.url.replace('/api/media/', ''));
        expect({ url: image.url, exists: existsSync(file) }).toEqual({ url: image.url, exists: true });
      }
    }
  });

  it('gives every coffee, the six featured ones among them, a gallery of three images', () => {
    const coffees = SEED_COFFEES;
    expect(coffees.filter((product) => product.featured)).toHaveLength(6);
    for (const product of coffees) {
      const images = productImages(product);
      expect(images).toHaveLength(3);
      expect(images.filter((image) => image.isPrimary)).toHaveLength(1);
      expect(new Set(images.map((image) => image.url)).size).toBe(3);
      expect(images.map((image) => image.sortOrder)).toEqual([0, 1, 2]);
    }
  });
});
