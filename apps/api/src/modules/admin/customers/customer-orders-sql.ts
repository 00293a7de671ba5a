/**
 * A customer's order count and total spent, as a lateral subquery over `u`. Orders arrive with the orders work;
 * until then every customer has none.
 */
export const CUSTOMER_TOTALS_SQL = `SELECT 0::int AS order_count, 0::int AS total_spent`;

/** A customer's orders, newest first (`$1` user id); empty until the orders work lands. */
export const CUSTOMER_ORDERS_SQL = '';
