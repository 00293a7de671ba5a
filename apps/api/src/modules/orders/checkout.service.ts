import { Injectable, Logger } from '@nestjs/common';
import {
  type CheckoutAddress,
  type CheckoutItems,
  type CheckoutQuote,
  type CheckoutSession,
  type DeliveryMethod,
  type Language,
  type PaymentMethod,
  type Province,
  createCheckoutSessionSchema,
} from '@harman/contracts';
import { timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../common/auth/auth.decorators';
import { Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { createSecureToken, hashSecureToken } from '../../common/utils/secure-token';
import { AddressesService } from '../account/addresses.service';
import type { QuoteProductRow } from '../cart/helpers/price-quote';
import { QUOTE_PRODUCTS_SQL } from '../cart/helpers/quote-sql';
import { isUuid } from '../catalog/helpers/product-key';
import { UsersService } from '../users/users.service';
import { CheckoutSettingsProvider } from './checkout-settings.provider';
import { quoteOf, resolveLines } from './helpers/pricing';
import { reserveStock, settleStock } from './helpers/stock';
import { inTransaction } from './helpers/transaction';
import { OrderJobsQueue } from './order-jobs.queue';

export interface CheckoutSessionRow {
  id: string;
  token_hash: string;
  user_id: string | null;
  email: string;
  language: Language;
  items: CheckoutItems;
  address: CheckoutAddress;
  delivery_method: DeliveryMethod;
  status: 'active' | 'ordered' | 'released';
  expires_at: Date;
}

type CreateInput = z.output<typeof createCheckoutSessionSchema>;

/**
 * The checkout before the order: pricing (no stock held), the session that holds the stock from the payment step
 * for the settings' reservation minutes, and its release (by the shopper, or by the delayed job at expiry).
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: CheckoutSettingsProvider,
    private readonly clock: Clock,
    private readonly jobs: OrderJobsQueue,
    private readonly users: UsersService,
    private readonly addresses: AddressesService,
  ) {}

  async quote(
    items: CheckoutItems,
    options: { province?: Province; deliveryMethod?: DeliveryMethod; paymentMethod?: PaymentMethod },
  ): Promise<CheckoutQuote> {
    const [settings, products] = await Promise.all([this.settings.get(), this.products(this.dataSource.manager, items)]);
    return quoteOf(resolveLines(items, products), settings, options);
  }

  async createSession(input: CreateInput, user: AuthenticatedUser | undefined): Promise<CheckoutSession> {
    const email = await this.buyerEmail(input, user);
    const settings = await this.settings.get();
    const products = await this.products(this.dataSource.manager, input.items);
    const resolved = resolveLines(input.items, products);
    const missing = resolved.changes.find((change) => change.kind !== 'PRICE_CHANGED');
    if (missing) {
      throw new AppError(409, 'OUT_OF_STOCK', 'A line cannot be bought as it is', undefined, {
        id: missing.id,
        variant: missing.variant ?? '',
        available: missing.available ?? 0,
      });
    }
    const token = createSecureToken();
    const expiresAt = new Date(this.clock.now().getTime() + settings.reservationMinutes * 60_000);
    const id = await inTransaction(this.dataSource, async ({ manager }) => {
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO checkout_sessions (token_hash, user_id, email, language, items, address, delivery_method, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [token.hash, user?.id ?? null, email, input.language, JSON.stringify(input.items), JSON.stringify(input.address), input.deliveryMethod, expiresAt],
      );
      await reserveStock(manager, row.id, resolved.lines);
      return row.id;
    });
    await this.jobs.add({ name: 'release-checkout', data: { checkoutId: id } }, expiresAt);
    if (input.saveAddress && user) await this.saveAddress(user.id, input.address);
    return this.view(await this.load(this.dataSource.manager, id), token.raw);
  }

  /** The session for its token holder, re-priced (the review). An expired one is released on the spot. */
  async getSession(id: string, token: string | undefined): Promise<CheckoutSession> {
    const row = await this.authorize(id, token);
    if (row.status === 'active' && row.expires_at <= this.clock.now()) await this.releaseIfExpired(id);
    return this.view(await this.load(this.dataSource.manager, id), token as string);
  }

  async release(id: string, token: string | undefined): Promise<void> {
    await this.authorize(id, token);
    await inTransaction(this.dataSource, async ({ manager }) => {
      const [row] = await manager.query<{ status: string }[]>(`SELECT status FROM checkout_sessions WHERE id = $1 FOR NO KEY UPDATE`, [id]);
      if (row?.status !== 'active') return;
      await settleStock(manager, id, 'release');
      await manager.query(`UPDATE checkout_sessions SET status = 'released' WHERE id = $1`, [id]);
    });
  }

  /** The delayed job's work (and the sweeper's): gives back what an expired, still active session holds. */
  async releaseIfExpired(id: string): Promise<boolean> {
    return inTransaction(this.dataSource, async ({ manager }) => {
      const [row] = await manager.query<{ status: string; expires_at: Date }[]>(
        `SELECT status, expires_at FROM checkout_sessions WHERE id = $1 FOR NO KEY UPDATE`,
        [id],
      );
      if (row?.status !== 'active' || row.expires_at > this.clock.now()) return false;
      await settleStock(manager, id, 'release');
      await manager.query(`UPDATE checkout_sessions SET status = 'released' WHERE id = $1`, [id]);
      return true;
    });
  }

  /** The session behind an id and its token; a wrong token answers like an unknown id. */
  async authorize(id: string, token: string | undefined): Promise<CheckoutSessionRow> {
    const row = isUuid(id) && token ? await this.load(this.dataSource.manager, id) : undefined;
    const given = Buffer.from(hashSecureToken(token ?? ''));
    if (!row || !timingSafeEqual(given, Buffer.from(row.token_hash))) {
      throw new AppError(404, 'CHECKOUT_NOT_FOUND', 'Checkout session not found');
    }
    return row;
  }

  async load(manager: EntityManager, id: string): Promise<CheckoutSessionRow> {
    const [row] = await manager.query<CheckoutSessionRow[]>(`SELECT * FROM checkout_sessions WHERE id = $1`, [id]);
    if (!row) throw new AppError(404, 'CHECKOUT_NOT_FOUND', 'Checkout session not found');
    return row;
  }

  async products(manager: EntityManager, items: CheckoutItems): Promise<QuoteProductRow[]> {
    const ids = [...new Set(items.map((item) => item.id.toLowerCase()).filter(isUuid))];
    return ids.length > 0 ? manager.query<QuoteProductRow[]>(QUOTE_PRODUCTS_SQL, [ids]) : [];
  }

  private async view(row: CheckoutSessionRow, token: string): Promise<CheckoutSession> {
    const [settings, products, order] = await Promise.all([
      this.settings.get(),
      this.products(this.dataSource.manager, row.items),
      this.dataSource.query<{ id: string }[]>(`SELECT id FROM orders WHERE checkout_id = $1`, [row.id]),
    ]);
    // The session's own units are held: count them as available when re-pricing.
    const held = row.status === 'active' ? heldStock(products, row.items) : products;
    const quote = quoteOf(resolveLines(row.items, held), settings, { province: row.address.city, deliveryMethod: row.delivery_method });
    return {
      checkoutId: row.id,
      checkoutToken: token,
      expiresAt: new Date(row.expires_at).toISOString(),
      status: row.status,
      email: row.email,
      address: row.address,
      deliveryMethod: row.delivery_method,
      quote,
      orderId: order[0]?.id ?? null,
    };
  }

  private async buyerEmail(input: CreateInput, user: AuthenticatedUser | undefined): Promise<string> {
    if (!user) {
      if (!input.email) throw new AppError(400, 'VALIDATION_FAILED', 'An e-mail is needed for a guest checkout', { email: ['required'] });
      return input.email.trim().toLowerCase();
    }
    const account = await this.users.getById(user.id);
    // SECURITY S5: unverified accounts cannot order.
    if (!account.emailVerifiedAt) throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Verify your e-mail address before ordering');
    return account.email;
  }

  private async saveAddress(userId: string, address: CheckoutAddress): Promise<void> {
    try {
      const existing = await this.addresses.list(userId);
      await this.addresses.create(userId, {
        title: address.state,
        fullName: address.fullName,
        phone: address.phone,
        address: address.address,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        country: 'Türkiye',
        type: 'home',
        isDefault: existing.length === 0,
      });
    } catch (error) {
      // The order does not depend on the address book (full, say): the checkout goes on.
      this.logger.warn(`Could not save the checkout address: ${(error as Error).message}`);
    }
  }
}

/** Products with the session's own lines' quantities added back to what can be sold. */
function heldStock(products: QuoteProductRow[], items: CheckoutItems): QuoteProductRow[] {
  return products.map((product) => {
    const stock = { ...product.stock };
    for (const item of items) {
      if (item.id.toLowerCase() !== product.id) continue;
      const variant = item.variant !== undefined ? product.variants.find((v) => v.name === item.variant || v.nameEn === item.variant) : undefined;
      const sku = variant?.sku ?? product.sku;
      stock[sku] = (stock[sku] ?? 0) + item.quantity;
    }
    return { ...product, stock };
  });
}
