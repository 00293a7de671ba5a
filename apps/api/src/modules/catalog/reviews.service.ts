import { Injectable } from '@nestjs/common';
import type { Review, ReviewListResponse, reviewInputSchema, reviewListQuerySchema } from '@harman/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { escapeHtml } from '../../common/utils/escape-html';
import { sellableProductId } from './helpers/product-key';

export type ReviewListParams = z.output<typeof reviewListQuerySchema>;
export type ReviewInputParams = z.output<typeof reviewInputSchema>;

interface ReviewRow {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  author_name: string;
  created_at: Date;
  updated_at: Date;
}

const REVIEW_COLUMNS = 'r.id, r.rating, r.title, r.body, r.author_name, r.created_at, r.updated_at';

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    authorName: row.author_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Reviews of a product: public to read, one per signed-in customer to write. Text is HTML-escaped before it is
 * stored; the product's rating and review count follow from the rows (a database trigger keeps them).
 */
@Injectable()
export class ReviewsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(idOrSlug: string, params: ReviewListParams): Promise<ReviewListResponse> {
    const productId = await sellableProductId(this.dataSource, idOrSlug);
    const [rows, [summary]] = await Promise.all([
      this.dataSource.query<ReviewRow[]>(
        `SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.product_id = $1 AND r.hidden_at IS NULL
         ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`,
        [productId, params.pageSize, (params.page - 1) * params.pageSize],
      ),
      this.dataSource.query<{ rating: number | null; review_count: number; distribution: number[] }[]>(
        `SELECT p.rating_avg::float8 AS rating, p.review_count,
           ARRAY(SELECT count(r.id)::int FROM generate_series(1, 5) AS star(value)
                 LEFT JOIN reviews r ON r.product_id = p.id AND r.rating = star.value AND r.hidden_at IS NULL
                 GROUP BY star.value ORDER BY star.value) AS distribution
         FROM products p WHERE p.id = $1`,
        [productId],
      ),
    ]);
    return {
      items: rows.map(toReview),
      total: summary.review_count,
      page: params.page,
      pageSize: params.pageSize,
      rating: summary.rating,
      reviewCount: summary.review_count,
      distribution: summary.distribution,
    };
  }

  /** Creates the customer's review of the product, or replaces it: there is one per customer per product. */
  async upsert(userId: string, idOrSlug: string, input: ReviewInputParams): Promise<{ review: Review; created: boolean }> {
    const productId = await sellableProductId(this.dataSource, idOrSlug);
    const title = input.title ? escapeHtml(input.title) : null;
    // xmax = 0 only for a freshly inserted row: tells a creation from a replacement in the same statement.
    const [row] = await this.dataSource.query<(ReviewRow & { created: boolean })[]>(
      `INSERT INTO reviews (product_id, user_id, rating, title, body, author_name)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ON CONSTRAINT reviews_product_user_key DO UPDATE
         SET rating = EXCLUDED.rating, title = EXCLUDED.title, body = EXCLUDED.body, author_name = EXCLUDED.author_name
       RETURNING ${REVIEW_COLUMNS.replace(/r\./g, '')}, (xmax = 0) AS created`,
      [productId, userId, input.rating, title, escapeHtml(input.text), escapeHtml(input.authorName)],
    );
    return { review: toReview(row), created: row.created };
  }
}
