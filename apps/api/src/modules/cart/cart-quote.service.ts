import { Injectable } from '@nestjs/common';
import type { CartQuote, CartQuoteRequest } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { isUuid } from '../catalog/helpers/product-key';
import { priceQuote, type QuoteProductRow } from './helpers/price-quote';
import { QUOTE_PRODUCTS_SQL } from './helpers/quote-sql';
import { StoreSettingsService } from '../settings/store-settings.service';

/** Reprices a cart from the database: one query, whatever the number of lines. */
@Injectable()
export class CartQuoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: StoreSettingsService,
  ) {}

  async quote(request: CartQuoteRequest): Promise<CartQuote> {
    // Only UUIDs can name a product; anything else is simply unavailable and never reaches the query.
    const ids = [...new Set(request.items.map((item) => item.id.toLowerCase()).filter(isUuid))];
    const [rows, rules] = await Promise.all([
      ids.length > 0 ? this.dataSource.query<QuoteProductRow[]>(QUOTE_PRODUCTS_SQL, [ids]) : Promise.resolve([]),
      // The settings staff saved in the admin apply from the next quote on.
      this.settings.pricing(),
    ]);
    return priceQuote(request, rows, rules);
  }
}
