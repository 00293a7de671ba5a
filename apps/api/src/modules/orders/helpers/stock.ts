import type { EntityManager } from 'typeorm';
import { AppError } from '../../../common/errors/app-error';

/** A line to hold: how many units, from which SKUs (in order of preference). */
export interface StockDemand {
  id: string;
  variant: string | null;
  quantity: number;
  stockSkus: string[];
}

interface InventoryRow {
  id: string;
  sku: string;
  quantity: number;
  reserved_quantity: number;
}

/**
 * Holds stock for a checkout session. Every inventory row involved is locked in id order (two checkouts of the
 * same bags never wait on each other in opposite orders). Locks here and in this module are `FOR NO KEY UPDATE`: they
 * do not block the key-share locks that inserting a referencing row (a reservation, a history row) takes, which
 * `FOR UPDATE` would, turning two overlapping requests into a deadlock; what is free is `quantity - reserved_quantity`, and the
 * table's CHECK (reserved_quantity <= quantity) refuses an over-reservation even if this arithmetic were wrong.
 * Throws 409 OUT_OF_STOCK naming the first line that cannot be filled.
 */
export async function reserveStock(manager: EntityManager, checkoutId: string, demands: readonly StockDemand[]): Promise<void> {
  const skus = [...new Set(demands.flatMap((demand) => demand.stockSkus))];
  const rows = await manager.query<InventoryRow[]>(
    `SELECT id, sku, quantity, reserved_quantity FROM inventory WHERE sku = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE`,
    [skus],
  );
  const free = new Map(rows.map((row) => [row.id, row.quantity - row.reserved_quantity]));
  const taken = new Map<string, number>();
  for (const demand of demands) {
    let need = demand.quantity;
    for (const sku of demand.stockSkus) {
      for (const row of rows) {
        if (need === 0) break;
        if (row.sku !== sku) continue;
        const take = Math.min(need, free.get(row.id) ?? 0);
        if (take <= 0) continue;
        free.set(row.id, (free.get(row.id) ?? 0) - take);
        taken.set(row.id, (taken.get(row.id) ?? 0) + take);
        need -= take;
      }
    }
    if (need > 0) {
      throw new AppError(409, 'OUT_OF_STOCK', 'Not enough stock for this line', undefined, {
        id: demand.id,
        variant: demand.variant ?? '',
        available: demand.quantity - need,
      });
    }
  }
  const ids = [...taken.keys()];
  const quantities = ids.map((id) => taken.get(id) as number);
  await manager.query(
    `UPDATE inventory i SET reserved_quantity = i.reserved_quantity + a.q
     FROM unnest($1::uuid[], $2::int[]) AS a(id, q) WHERE i.id = a.id`,
    [ids, quantities],
  );
  await manager.query(
    `INSERT INTO stock_reservations (checkout_id, inventory_id, quantity)
     SELECT $1, a.id, a.q FROM unnest($2::uuid[], $3::int[]) AS a(id, q)`,
    [checkoutId, ids, quantities],
  );
}

/**
 * Settles what a checkout session holds: `release` gives held units back, `sell` turns them into a sale (the
 * units leave the stock), `restock` puts sold units back (an order cancelled after its goods were counted as
 * sold). Locks the inventory rows in id order first. Returns how many units moved.
 */
export async function settleStock(manager: EntityManager, checkoutId: string, action: 'release' | 'sell' | 'restock'): Promise<number> {
  const from = action === 'restock' ? 'sold' : 'held';
  const to = action === 'sell' ? 'sold' : 'released';
  await manager.query(
    `SELECT i.id FROM inventory i
     WHERE i.id IN (SELECT inventory_id FROM stock_reservations WHERE checkout_id = $1 AND status = $2)
     ORDER BY i.id FOR NO KEY UPDATE`,
    [checkoutId, from],
  );
  const change = {
    release: 'reserved_quantity = i.reserved_quantity - a.q',
    sell: 'quantity = i.quantity - a.q, reserved_quantity = i.reserved_quantity - a.q',
    restock: 'quantity = i.quantity + a.q',
  }[action];
  // One statement: the reservations change status and the inventory by what they held.
  const [result] = await manager.query<{ units: number }[]>(
    `WITH moved AS (
       UPDATE stock_reservations SET status = $3 WHERE checkout_id = $1 AND status = $2 RETURNING inventory_id, quantity
     ), totals AS (
       SELECT inventory_id, SUM(quantity)::int AS q FROM moved GROUP BY inventory_id
     ), changed AS (
       UPDATE inventory i SET ${change} FROM totals a WHERE i.id = a.inventory_id RETURNING i.id
     )
     SELECT COALESCE((SELECT SUM(q) FROM totals), 0)::int AS units, (SELECT count(*) FROM changed)::int AS rows`,
    [checkoutId, from, to],
  );
  return result.units;
}
