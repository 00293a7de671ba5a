import { ProductTagsEn1732700000000 } from '../src/database/migrations/1732700000000-product-tags-en';
import { seedCatalog } from '../src/database/seed/seed-catalog';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The English tags migration both ways on a seeded catalogue, and the seeder filling `tags_en` on rows that
 * existed before the column did.
 */
describe('English product tags: migration and seed', () => {
  let t: TestApp;
  const migration = new ProductTagsEn1732700000000();

  const run = async (step: 'up' | 'down') => {
    const queryRunner = t.dataSource.createQueryRunner();
    try {
      await queryRunner.startTransaction();
      await migration[step](queryRunner);
      await queryRunner.commitTransaction();
    } catch (error) {
      await queryRunner.rollbackTransaction();
      throw error;
    } finally {
      await queryRunner.release();
    }
  };
  const matching = async (folded: string): Promise<string[]> =>
    (await t.dataSource.query(`SELECT slug FROM products WHERE search_text LIKE $1 ORDER BY slug`, [`%${folded}%`])).map(
      (row: { slug: string }) => row.slug,
    );
  const columns = async (): Promise<string[]> =>
    (
      await t.dataSource.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'products' AND column_name IN ('tags_en', 'search_text') ORDER BY 1`,
      )
    ).map((row: { column_name: string }) => row.column_name);
  const trigramIndexes = async (): Promise<number> =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM pg_indexes WHERE indexname = 'products_search_text_trgm_idx'`))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('searches the English tags once migrated and seeded', async () => {
    expect(await columns()).toEqual(['search_text', 'tags_en']);
    // 'low acidity' is only in Brazil Santos's English tags ('hazelnut' is also a tasting note on other cards,
    // searched since 1733200000000-search-card-notes).
    expect(await matching('low acidity')).toEqual(['brazil-santos']);
    expect(await matching('hazelnut')).toContain('brazil-santos');
    expect(await matching('findik')).toContain('brazil-santos');
  });

  it('goes down to the Turkish-only search text and its index, and up again; the seeder fills the new column', async () => {
    const indexes = await trigramIndexes();

    await run('down');
    expect(await columns()).toEqual(['search_text']);
    expect(await trigramIndexes()).toBe(indexes);
    expect(await matching('hazelnut')).toEqual([]);
    expect(await matching('findik')).toContain('brazil-santos');

    await run('up');
    expect(await columns()).toEqual(['search_text', 'tags_en']);
    expect(await trigramIndexes()).toBe(indexes);
    const [filled] = await t.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE tags_en <> '{}'`);
    expect(filled.n).toBe(0);
    expect(await matching('hazelnut')).toEqual([]);

    await seedCatalog(t.dataSource);
    const [brazil] = await t.dataSource.query(`SELECT tags_en FROM products WHERE slug = 'brazil-santos'`);
    expect(brazil.tags_en).toEqual(['single origin', 'brazil', 'hazelnut', 'low acidity']);
    expect(await matching('hazelnut')).toEqual(['brazil-santos']);
  });
});
