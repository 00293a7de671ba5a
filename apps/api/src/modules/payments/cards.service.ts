import { Inject, Injectable } from '@nestjs/common';
import {
  CARD_LIMITS,
  formatExpiry,
  parseExpiry,
  type SaveCardInput,
  type SavedCard,
  type UpdateCardInput,
} from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, NotFoundError } from '../../common/errors/app-error';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentCard } from './payment-card.entity';

/**
 * Saved cards: what the provider says a token is (brand, last four, expiry), the holder's name and the token.
 * Exactly one default while any card exists, like addresses. Every query is scoped to the owner.
 */
@Injectable()
export class CardsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async list(userId: string): Promise<SavedCard[]> {
    const rows = await this.dataSource.getRepository(PaymentCard).find({ where: { userId }, order: { isDefault: 'DESC', createdAt: 'ASC' } });
    return rows.map(toSavedCard);
  }

  async add(userId: string, input: SaveCardInput): Promise<SavedCard> {
    const card = await this.provider.describe(input.providerToken);
    if (!card) throw new AppError(400, 'CARD_TOKEN_INVALID', 'The payment provider does not recognise this card token');
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.lockOwned(manager, userId);
      if (existing.length >= CARD_LIMITS.savedMax) throw new AppError(409, 'CARD_LIMIT_REACHED', 'Too many saved cards');
      if (existing.some((row) => row.providerToken === input.providerToken)) {
        throw new AppError(400, 'CARD_TOKEN_INVALID', 'This card token was already used');
      }
      const makeDefault = input.isDefault || existing.length === 0;
      if (makeDefault) await this.clearDefault(manager, userId);
      const row = await manager.getRepository(PaymentCard).save({
        userId,
        provider: this.provider.name,
        providerToken: input.providerToken,
        ...card,
        holderName: input.cardName,
        isDefault: makeDefault,
      });
      return toSavedCard(row);
    });
  }

  async update(userId: string, id: string, input: UpdateCardInput): Promise<SavedCard> {
    const expiry = parseExpiry(input.expiry);
    if (!expiry) throw new AppError(400, 'VALIDATION_FAILED', 'Invalid expiry', { expiry: ['expiryInvalid'] });
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.lockOwned(manager, userId);
      const current = rows.find((row) => row.id === id);
      if (!current) throw new NotFoundError();
      const makeDefault = input.isDefault || current.isDefault;
      if (makeDefault && !current.isDefault) await this.clearDefault(manager, userId);
      await manager.getRepository(PaymentCard).update(
        { id, userId },
        { holderName: input.cardName, expMonth: expiry.month, expYear: expiry.year, isDefault: makeDefault },
      );
      return toSavedCard(await manager.getRepository(PaymentCard).findOneByOrFail({ id, userId }));
    });
  }

  async makeDefault(userId: string, id: string): Promise<SavedCard> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.lockOwned(manager, userId);
      if (!rows.some((row) => row.id === id)) throw new NotFoundError();
      await this.clearDefault(manager, userId);
      await manager.getRepository(PaymentCard).update({ id, userId }, { isDefault: true });
      return toSavedCard(await manager.getRepository(PaymentCard).findOneByOrFail({ id, userId }));
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await this.lockOwned(manager, userId);
      const target = rows.find((row) => row.id === id);
      if (!target) throw new NotFoundError();
      await manager.getRepository(PaymentCard).delete({ id, userId });
      const heir = rows.filter((row) => row.id !== id).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      if (target.isDefault && heir) await manager.getRepository(PaymentCard).update({ id: heir.id, userId }, { isDefault: true });
    });
  }

  private lockOwned(manager: EntityManager, userId: string): Promise<PaymentCard[]> {
    return manager
      .getRepository(PaymentCard)
      .createQueryBuilder('card')
      .setLock('pessimistic_write')
      .where('card.user_id = :userId', { userId })
      .getMany();
  }

  private async clearDefault(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(PaymentCard).update({ userId, isDefault: true }, { isDefault: false });
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
