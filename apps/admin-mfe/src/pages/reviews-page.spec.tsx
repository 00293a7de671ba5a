/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminReview } from '@harman/contracts';
import { setLanguage } from '@harman/i18n';
import { getReviews } from '../features/reviews/reviews-api';
import { registerPanelTranslations } from '../i18n/panel-translations';
import { ReviewsPage } from './reviews-page';

jest.mock('../features/reviews/reviews-api', () => ({ getReviews: jest.fn(), setReviewHidden: jest.fn() }));

registerPanelTranslations();

const review = (id: string, rating: number, productRating: number | null, productReviewCount: number): AdminReview => ({
  id,
  productId: `product-${id}`,
  productName: 'Etiyopya Yirgacheffe',
  productNameEn: 'Ethiopia Yirgacheffe',
  productSlug: 'ethiopia-yirgacheffe',
  rating,
  title: `Yorum ${id}`,
  body: 'Çok güzel.',
  authorName: 'Ayşe Y.',
  createdAt: '2025-03-01T10:00:00.000Z',
  hidden: false,
  productRating,
  productReviewCount,
});

const reviews = [review('a', 4, 4, 1), review('b', 5, 4.75, 12), review('c', 1, null, 0)];

async function renderPage() {
  render(<MemoryRouter initialEntries={['/admin/dashboard/reviews']}><ReviewsPage /></MemoryRouter>);
  await screen.findAllByTestId('review-item');
}

describe('Admin › Yorumlar ratings', () => {
  beforeEach(() => jest.mocked(getReviews).mockResolvedValue({ items: reviews, total: reviews.length, page: 1, pageSize: 20 }));
  afterEach(() => act(() => setLanguage('tr')));

  it('writes the product rating in Turkish number format, one decimal', async () => {
    await renderPage();
    expect(screen.getByText('Ürün puanı: 4,0 (1 yorum)')).toBeTruthy();
    expect(screen.getByText('Ürün puanı: 4,8 (12 yorum)')).toBeTruthy();
    expect(screen.getByText('Ürün puanı: henüz yok')).toBeTruthy();
    expect(screen.queryByText(/\d\.\d/)).toBeNull();
  });

  it('writes it in English number format on the English page', async () => {
    await act(() => setLanguage('en'));
    await renderPage();
    expect(screen.getByText('Product rating: 4.0 (1 review)')).toBeTruthy();
    expect(screen.getByText('Product rating: 4.8 (12 reviews)')).toBeTruthy();
  });

  it('names the product in the page’s language', async () => {
    await renderPage();
    expect(screen.getAllByText(/· Etiyopya Yirgacheffe$/)).toHaveLength(3);
    await act(() => setLanguage('en'));
    expect(screen.getAllByText(/· Ethiopia Yirgacheffe$/)).toHaveLength(3);
  });

  it('gives the stars a text alternative in the page’s language', async () => {
    await renderPage();
    const stars = screen.getByRole('img', { name: '5 üzerinden 4 yıldız' });
    expect(stars.textContent).toBe('★★★★☆');
    expect(screen.getByRole('img', { name: '5 üzerinden 1 yıldız' }).textContent).toBe('★☆☆☆☆');
    // The heading reads the words, not the symbols.
    expect(screen.getByRole('heading', { name: '5 üzerinden 5 yıldız Yorum b' })).toBeTruthy();
  });

  it('says the stars in English on the English page', async () => {
    await act(() => setLanguage('en'));
    await renderPage();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' }).textContent).toBe('★★★★☆');
    expect(screen.getByRole('heading', { name: '5 out of 5 stars Yorum b' })).toBeTruthy();
  });
});
