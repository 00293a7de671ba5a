import { Injectable } from '@nestjs/common';
import type { BackInStockStatus } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { sellableProductId } from '../../catalog/helpers/product-key';

/**
 * A customer's 'Stoğa gelince haber ver' requests. Telling them is the stock trigger's and the relay's work
 * (stock-alerts.relay.ts); this only records who waits for what.
 */
@Injectable()
export class BackInStockService {
  constructor(private readonly dataSource: DataSource) {}

  async status(userId: string, idOrSlug: string): Promise<BackInStockStatus> {
    const productId = await sellableProductId(this.dataSource, idOrSlug);
    const [row] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM back_in_stock_requests WHERE user_id = $1 AND product_id = $2 AND notified_at IS NULL`,
      [userId, productId],
    );
    return { waiting: row !== undefined };
  }

  /**
   * Asks (again: a request already answered waits anew). A product in stock has nothing to wait for. The
   * product's stock rows are share-locked first, so a restock committing meanwhile either is seen here (in stock)
   * or waits for this request and its trigger then finds it.
   */
  request(userId: string, idOrSlug: string): Promise<BackInStockStatus> {
    return this.dataSource.transaction(async (manager) => {
      const productId = await sellableProductId(this.dataSource, idOrSlug);
      const stock = await manager.query<{ available: number }[]>(
        `SELECT quantity - reserved_quantity AS available FROM inventory WHERE product_id = $1 ORDER BY id FOR SHARE`,
        [productId],
      );
      if (stock.reduce((sum, row) => sum + row.available, 0) > 0) return { waiting: false };
      await manager.query(
        `INSERT INTO back_in_stock_requests (user_id, product_id) VALUES ($1, $2)
         ON CONFLICT (user_id, product_id) DO UPDATE SET notified_at = NULL, event_id = NULL, created_at = now()
         WHERE back_in_stock_requests.notified_at IS NOT NULL`,
        [userId, productId],
      );
      return { waiting: true };
    });
  }

  async cancel(userId: string, idOrSlug: string): Promise<BackInStockStatus> {
    const productId = await sellableProductId(this.dataSource, idOrSlug);
    await this.dataSource.query(`DELETE FROM back_in_stock_requests WHERE user_id = $1 AND product_id = $2 AND notified_at IS NULL`, [
      userId,
      productId,
    ]);
    return { waiting: false };
  }
}
