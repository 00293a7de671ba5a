import { Injectable } from '@nestjs/common';
import type { AdminReview, AdminReviewList, adminReviewListQuerySchema } from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { NotFoundError } from '../../../common/errors/app-error';
import { AuditLog, type AuditActor } from '../../../common/security/audit-log';
import { ProductListCache } from '../../catalog/product-list-cache';
import { unescapeHtml } from '../inbox/inbox-tables';
import { likeEscape } from '../products/admin-product-sql';

interface ReviewRow {
  id: string;
  product_id: string;
  product_name: string;
  product_name_en: string;
  product_slug: string;
  rating: number;
  title: string | null;
  body: string;
  author_name: string;
  created_at: Date;
  hidden_at: Date | null;
  product_rating: number | null;
  product_review_count: number;
  total: number;
}

const SELECT = `
  SELECT r.id, r.product_id, p.name AS product_name, p.name_en AS product_name_en, p.slug AS product_slug, r.rating, r.title, r.body, r.author_name,
    r.created_at, r.hidden_at, p.rating_avg::float8 AS product_rating, p.review_count AS product_review_count,
    (count(*) OVER ())::int AS total
  FROM reviews r JOIN products p ON p.id = r.product_id`;

/** Admin › Yorumlar: hide or restore a review; the rating trigger recomputes the product's rating and count. */
@Injectable()
export class AdminReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly shopCache: ProductListCache,
  ) {}

  async list(params: z.output<typeof adminReviewListQuerySchema>): Promise<AdminReviewList> {
    const values: unknown[] = [];
    const add = (value: unknown) => `$${values.push(value)}`;
    const where: string[] = [];
    if (params.visibility) where.push(params.visibility === 'hidden' ? 'r.hidden_at IS NOT NULL' : 'r.hidden_at IS NULL');
    if (params.q) {
      const pattern = add(`%${likeEscape(params.q)}%`);
      where.push(`(r.body ILIKE ${pattern} OR r.title ILIKE ${pattern} OR r.author_name ILIKE ${pattern} OR p.name ILIKE ${pattern})`);
    }
    const limit = add(params.pageSize);
    const offset = add((params.page - 1) * params.pageSize);
    const rows = await this.dataSource.query<ReviewRow[]>(
      `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY r.created_at DESC, r.id LIMIT ${limit} OFFSET ${offset}`,
      values,
    );
    return { items: rows.map(toReview), total: rows[0]?.total ?? 0, page: params.page, pageSize: params.pageSize };
  }

  async setHidden(id: string, hidden: boolean, actor: AuditActor): Promise<AdminReview> {
    const review = await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query<{ hidden_at: Date | null; product_id: string }[]>(
        `SELECT hidden_at, product_id FROM reviews WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) throw new NotFoundError();
      if ((before.hidden_at !== null) !== hidden) {
        await manager.query(`UPDATE reviews SET hidden_at = ${hidden ? 'now()' : 'NULL'} WHERE id = $1`, [id]);
        await this.audit.record(manager, {
          actor,
          action: hidden ? 'review.hide' : 'review.restore',
          targetType: 'review',
          targetId: id,
          changes: { productId: before.product_id, hidden: { from: !hidden, to: hidden } },
        });
      }
      return this.one(manager, id);
    });
    this.shopCache.clear();
    return review;
  }

  private async one(manager: EntityManager, id: string): Promise<AdminReview> {
    const [row] = await manager.query<ReviewRow[]>(`${SELECT} WHERE r.id = $1`, [id]);
    return toReview(row);
  }
}

function toReview(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    productNameEn: row.product_name_en,
    productSlug: row.product_slug,
    rating: row.rating,
    title: row.title === null ? null : unescapeHtml(row.title),
    body: unescapeHtml(row.body),
    authorName: unescapeHtml(row.author_name),
    createdAt: row.created_at.toISOString(),
    hidden: row.hidden_at !== null,
    productRating: row.product_rating,
    productReviewCount: row.product_review_count,
  };
}
