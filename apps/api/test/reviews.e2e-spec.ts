import { apiErrorSchema, reviewListResponseSchema, reviewSchema, type ProductDetail, type ReviewListResponse } from '@harman/contracts';
import request from 'supertest';
import { ReviewsService } from '../src/modules/catalog/reviews.service';
import { seedUser, signIn, type CookieJar } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('reviews', () => {
  let t: TestApp;
  let reviews: ReviewsService;
  let kenya: ProductDetail;
  let customer: CookieJar;
  /** A real customer's id for each review written through the service (one review per customer and product). */
  const customerId = async () => (await seedUser(t)).id;

  const list = async (slug: string, query: Record<string, number> = {}): Promise<ReviewListResponse> => {
    const response = await request(t.server).get(`/api/products/${slug}/reviews`).query(query).expect(200);
    expect(response.body).toEqual(reviewListResponseSchema.parse(response.body));
    return response.body as ReviewListResponse;
  };
  const detail = async (slug: string) => (await request(t.server).get(`/api/products/${slug}`).expect(200)).body as ProductDetail;
  const review = (rating: number, text = 'Dengeli, meyvemsi ve temiz bir fincan.') => ({ rating, text, authorName: 'Ayşe K.' });

  beforeAll(async () => {
    t = await startTestApp();
    reviews = t.app.get(ReviewsService);
    kenya = await detail('kenya-aa');
    customer = await signIn(t, await seedUser(t, { fullName: 'Zeynep Kaya' }));
  });
  afterAll(() => t?.close());

  it('starts with no reviews and no rating', async () => {
    expect(await list('kenya-aa')).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      rating: null,
      reviewCount: 0,
      distribution: [0, 0, 0, 0, 0],
    });
    expect(kenya).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('asks an anonymous visitor to sign in before writing', async () => {
    const response = await request(t.server).put('/api/products/kenya-aa/reviews/mine').send(review(5)).expect(401);
    expect(apiErrorSchema.parse(response.body)).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await list('kenya-aa')).total).toBe(0);
  });

  it('lets a signed-in customer write one review per product: 201 the first time, 200 when it is replaced', async () => {
    const put = (body: object) => request(t.server).put('/api/products/sumatra-mandheling/reviews/mine').set('Cookie', customer.header()).send(body);
    const created = await put(review(4)).expect(201);
    expect(reviewSchema.parse(created.body)).toMatchObject({ rating: 4, authorName: 'Ayşe K.', title: null });
    const replaced = await put({ ...review(2), title: 'İkinci düşünce' }).expect(200);
    expect(replaced.body).toMatchObject({ id: created.body.id, rating: 2, title: 'İkinci düşünce' });
    expect(await list('sumatra-mandheling')).toMatchObject({ total: 1, rating: 2, reviewCount: 1 });
  });

  it('computes the rating and count from the reviews, one per customer, newest first', async () => {
    const [ayse, mehmet] = [await customerId(), await customerId()];
    expect((await reviews.upsert(ayse, 'kenya-aa', review(5))).created).toBe(true);
    expect((await reviews.upsert(mehmet, kenya.id, review(4))).created).toBe(true);
    expect(await detail('kenya-aa')).toMatchObject({ rating: 4.5, reviewCount: 2 });

    // The same customer again replaces their review instead of adding one.
    const again = await reviews.upsert(ayse, 'kenya-aa', { ...review(2), title: 'Fikrimi değiştirdim' });
    expect(again.created).toBe(false);
    const page = await list('kenya-aa');
    expect(page).toMatchObject({ total: 2, reviewCount: 2, rating: 3, distribution: [0, 1, 0, 1, 0] });
    expect(page.items.map((item) => [item.rating, item.title])).toEqual(
      expect.arrayContaining([
        [2, 'Fikrimi değiştirdim'],
        [4, null],
      ]),
    );
    const summary = (await request(t.server).get('/api/products').query({ q: 'kenya' }).expect(200)).body.items[0];
    expect(summary).toMatchObject({ slug: 'kenya-aa', rating: 3, reviewCount: 2 });
  });

  it('stores and returns text HTML-escaped', async () => {
    const xss = '<img src=x onerror="window.__xss=1"> & çok iyi';
    await reviews.upsert(await customerId(), 'house-blend', { rating: 5, text: xss, authorName: '<b>Ali</b>' });
    const [stored] = await t.dataSource.query(`SELECT body, author_name FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.slug = 'house-blend'`);
    expect(stored).toEqual({
      body: '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt; &amp; çok iyi',
      author_name: '&lt;b&gt;Ali&lt;/b&gt;',
    });
    expect((await list('house-blend')).items[0]).toMatchObject({ text: stored.body, authorName: stored.author_name });
  });

  it('keeps the count right under concurrent reviews of one product', async () => {
    const ratings = Array.from({ length: 20 }, (_, i) => (i % 5) + 1);
    const customers = await Promise.all(ratings.map(() => customerId()));
    await Promise.all(ratings.map((rating, i) => reviews.upsert(customers[i], 'brazil-santos', review(rating))));
    expect(await detail('brazil-santos')).toMatchObject({ rating: 3, reviewCount: 20 });
    expect((await list('brazil-santos')).distribution).toEqual([4, 4, 4, 4, 4]);
  });

  it('pages without gaps or repeats', async () => {
    const seen = [...(await list('brazil-santos', { pageSize: 7 })).items, ...(await list('brazil-santos', { page: 2, pageSize: 7 })).items,
      ...(await list('brazil-santos', { page: 3, pageSize: 7 })).items];
    expect(new Set(seen.map((item) => item.id)).size).toBe(20);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown product, reading or writing', async () => {
    for (const key of ['no-such-coffee', '00000000-0000-4000-8000-000000000000', 'Not A Slug']) {
      const response = await request(t.server).get(`/api/products/${encodeURIComponent(key)}/reviews`).expect(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
      await expect(reviews.upsert(await customerId(), key, review(5))).rejects.toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
      await request(t.server).put(`/api/products/${encodeURIComponent(key)}/reviews/mine`).set('Cookie', customer.header()).send(review(5)).expect(404);
    }
  });

  it.each([
    ['a rating of 0', { ...review(5), rating: 0 }],
    ['a rating of 6', { ...review(5), rating: 6 }],
    ['a fractional rating', { ...review(5), rating: 4.5 }],
    ['a text of 9 characters', review(5, '123456789')],
    ['a text of only spaces', review(5, ' '.repeat(20))],
    ['a NUL in the text', review(5, 'Harika bir kahve\u0000!')],
    ['an unknown field', { ...review(5), userId: '00000000-0000-4000-8000-000000000000' }],
    ['a missing name', { rating: 5, text: 'Harika bir kahve, tavsiye ederim.' }],
  ])('rejects %s with 400 VALIDATION_FAILED', async (_label, body) => {
    const response = await request(t.server).put('/api/products/kenya-aa/reviews/mine').set('Cookie', customer.header()).send(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('rejects bad paging parameters', async () => {
    for (const query of ['page=0', 'pageSize=51', 'pageSize=abc', 'sort=rating']) {
      await request(t.server).get(`/api/products/kenya-aa/reviews?${query}`).expect(400);
    }
  });
});
