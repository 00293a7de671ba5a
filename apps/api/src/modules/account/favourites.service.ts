import { Injectable } from '@nestjs/common';
import { FAVOURITES_MAX } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';

/**
 * A customer's favourites. Adding is idempotent (a second heart changes nothing); only active products can be
 * added, and the list stops at FAVOURITES_MAX. Merging the browser's list at sign-in adds what is missing, in
 * one statement, skipping unknown or inactive products.
 */
@Injectable()
export class FavouritesService {
  constructor(private readonly db: DataSource) {}

  async list(userId: string): Promise<string[]> {
    const rows: { product_id: string }[] = await this.db.query(
      'SELECT product_id FROM favourites WHERE user_id = $1 ORDER BY created_at DESC, product_id',
      [userId],
    );
    return rows.map((row) => row.product_id);
  }

  async add(userId: string, productId: string): Promise<string[]> {
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO favourites (user_id, product_id)
       SELECT $1, p.id FROM products p
       WHERE p.id = $2 AND p.is_active
         AND (SELECT count(*) FROM favourites WHERE user_id = $1) < $3
       ON CONFLICT DO NOTHING
       RETURNING product_id`,
      [userId, productId, FAVOURITES_MAX],
    );
    if (inserted.length === 0) {
      const current = await this.list(userId);
      if (current.includes(productId)) return current;
      const [product]: { id: string }[] = await this.db.query('SELECT id FROM products WHERE id = $1 AND is_active', [productId]);
      if (!product) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'No such product');
      throw new AppError(409, 'BAD_REQUEST', `At most ${FAVOURITES_MAX} favourites`);
    }
    return this.list(userId);
  }

  async remove(userId: string, productId: string): Promise<string[]> {
    await this.db.query('DELETE FROM favourites WHERE user_id = $1 AND product_id = $2', [userId, productId]);
    return this.list(userId);
  }

  async merge(userId: string, productIds: readonly string[]): Promise<string[]> {
    if (productIds.length > 0) {
      await this.db.query(
        `INSERT INTO favourites (user_id, product_id)
         SELECT $1, p.id FROM products p
         WHERE p.id = ANY($2::uuid[]) AND p.is_active
         ORDER BY p.id
         LIMIT GREATEST($3 - (SELECT count(*) FROM favourites WHERE user_id = $1), 0)
         ON CONFLICT DO NOTHING`,
        [userId, [...new Set(productIds)], FAVOURITES_MAX],
      );
    }
    return this.list(userId);
  }
}
