import { productListResponseSchema } from '@harman/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The shop's search finds the tasting notes printed on the product cards (issue 13: 'ıhlamur', 'şeker',
 * 'çikolata' found nothing), in any spelling of the Turkish letters. Whatever builds the search text, a card's
 * notes must be searchable.
 */
describe('catalogue search: the tasting notes on the cards', () => {
  let t: TestApp;

  const search = async (q: string): Promise<string[]> => {
    const response = await request(t.server).get('/api/products').query({ q, pageSize: 100 }).expect(200);
    return productListResponseSchema
      .parse(response.body)
      .items.map((product) => product.slug)
      .sort();
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it("finds 'ıhlamur' (only on Rwanda Bourbon's card), in either spelling", async () => {
    expect(await search('ıhlamur')).toEqual(['rwanda-bourbon']);
    expect(await search('IHLAMUR')).toEqual(['rwanda-bourbon']);
  });

  it("finds 'şeker' on the cards that print it", async () => {
    expect(await search('şeker')).toEqual(expect.arrayContaining(['rwanda-bourbon', 'signature-espresso']));
    expect(await search('seker')).toEqual(await search('şeker'));
  });

  it("finds 'çikolata' on every card that prints it", async () => {
    const found = await search('çikolata');
    expect(found).toEqual(
      expect.arrayContaining(['brazil-santos', 'costa-rica-tarrazu', 'espresso-crema', 'house-blend', 'signature-espresso', 'sumatra-mandheling']),
    );
    expect(found).not.toContain('rwanda-bourbon');
  });

  it('finds the English notes too', async () => {
    expect(await search('linden')).toEqual(['rwanda-bourbon']);
  });
});
