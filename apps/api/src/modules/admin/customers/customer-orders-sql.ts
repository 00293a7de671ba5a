/**
 * A customer's order count and what they spent (paid orders less refunds), as a lateral subquery over `u`.
 */
export const CUSTOMER_TOTALS_SQL = `
  SELECT count(o.id)::int AS order_count,
    COALESCE(SUM(o.total - o.refunded_amount) FILTER (WHERE o.payment_status IN ('paid', 'refunded')), 0)::int AS total_spent
  FROM orders o WHERE o.user_id = u.id`;

/** A customer's orders, newest first (`$1` user id). */
export const CUSTOMER_ORDERS_SQL = `
  SELECT id, number, status, total, created_at FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50`;
