import { Inject, Injectable } from '@nestjs/common';
import {
  CARD_LIMITS,
  formatExpiry,
  parseExpiry,
  type SaveCardInput,
  type SavedCard,
  type UpdateCardInput,
} from '@harman/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OneDefaultList } from '../../common/owned-list/one-default-list';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentCard } from './payment-card.entity';

/**
 * Saved cards: what the provider says a token is (brand, last four, expiry), the holder's name and the token.
 * One default while any card exists, like addresses, and scoped to the owner (see `OneDefaultList`).
 */
@Injectable()
export class CardsService {
  private readonly rows: OneDefaultList<PaymentCard>;

  constructor(
    dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {
    this.rows = new OneDefaultList(dataSource, PaymentCard);
  }

  async list(userId: string): Promise<SavedCard[]> {
    return (await this.rows.list(userId)).map(toSavedCard);
  }

  async add(userId: string, input: SaveCardInput): Promise<SavedCard> {
    const card = await this.provider.describe(input.providerToken, userId);
    if (!card) throw new AppError(400, 'CARD_TOKEN_INVALID', 'The payment provider does not recognise this card token');
    const values = { provider: this.provider.name, providerToken: input.providerToken, ...card, holderName: input.cardName };
    const row = await this.rows.add(userId, values, input.isDefault, (existing) => {
      if (existing.length >= CARD_LIMITS.savedMax) throw new AppError(409, 'CARD_LIMIT_REACHED', 'Too many saved cards');
      if (existing.some((row) => row.providerToken === input.providerToken)) {
        throw new AppError(400, 'CARD_TOKEN_INVALID', 'This card token was already used');
      }
    });
    return toSavedCard(row);
  }

  async update(userId: string, id: string, input: UpdateCardInput): Promise<SavedCard> {
    const expiry = parseExpiry(input.expiry);
    if (!expiry) throw new AppError(400, 'VALIDATION_FAILED', 'Invalid expiry', { expiry: ['expiryInvalid'] });
    const values = { holderName: input.cardName, expMonth: expiry.month, expYear: expiry.year };
    return toSavedCard(await this.rows.update(userId, id, values, input.isDefault));
  }

  async makeDefault(userId: string, id: string): Promise<SavedCard> {
    return toSavedCard(await this.rows.makeDefault(userId, id));
  }

  remove(userId: string, id: string): Promise<void> {
    return this.rows.remove(userId, id);
  }
}

/** The card as the page shows it: an explicit list of fields (the provider token stays on the server). */
function toSavedCard(row: PaymentCard): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiry: formatExpiry(row.expMonth, row.expYear),
    holderName: row.holderName,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}
