import { Injectable } from '@nestjs/common';
import { ADDRESS_LIMIT, type Address, type AddressInput } from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, NotFoundError } from '../../common/errors/app-error';
import { AddressRow } from './address.entity';

/**
 * The address book. Exactly one default while any address exists: the first is the default, choosing another
 * moves the mark (spec §4), deleting the default hands it to the most recently added one. Each change runs in a
 * transaction that locks the owner's rows, and every query is scoped to the owner (another user's id is a 404).
 */
@Injectable()
export class AddressesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: string): Promise<Address[]> {
    const rows = await this.dataSource
      .getRepository(AddressRow)
      .find({ where: { userId }, order: { isDefault: 'DESC', createdAt: 'ASC' } });
    return rows.map(toAddress);
  }

  async create(userId: string, input: AddressInput): Promise<Address> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.lockOwned(manager, userId);
      if (existing.length >= ADDRESS_LIMIT) throw new AppError(409, 'ADDRESS_LIMIT_REACHED', 'Address book is full');
      const makeDefault = input.isDefault || existing.length === 0;
      if (makeDefault) await this.clearDefault(manager, userId);
      const row = await manager.getRepository(AddressRow).save({ ...input, userId, isDefault: makeDefault });
      return toAddress(row);
    });
  }

  async update(userId: string, id: string, input: AddressInput): Promise<Address> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.lockOwned(manager, userId);
      const current = rows.find((row) => row.id === id);
      if (!current) throw new NotFoundError();
      // Unticking 'default' on the default address keeps it: there must always be one.
      const makeDefault = input.isDefault || current.isDefault;
      if (makeDefault && !current.isDefault) await this.clearDefault(manager, userId);
      await manager.getRepository(AddressRow).update({ id, userId }, { ...input, isDefault: makeDefault });
      return toAddress(await manager.getRepository(AddressRow).findOneByOrFail({ id, userId }));
    });
  }

  async makeDefault(userId: string, id: string): Promise<Address> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.lockOwned(manager, userId);
      if (!rows.some((row) => row.id === id)) throw new NotFoundError();
      await this.clearDefault(manager, userId);
      await manager.getRepository(AddressRow).update({ id, userId }, { isDefault: true });
      return toAddress(await manager.getRepository(AddressRow).findOneByOrFail({ id, userId }));
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await this.lockOwned(manager, userId);
      const target = rows.find((row) => row.id === id);
      if (!target) throw new NotFoundError();
      await manager.getRepository(AddressRow).delete({ id, userId });
      const heir = rows.filter((row) => row.id !== id).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      if (target.isDefault && heir) await manager.getRepository(AddressRow).update({ id: heir.id, userId }, { isDefault: true });
    });
  }

  private lockOwned(manager: EntityManager, userId: string): Promise<AddressRow[]> {
    return manager
      .getRepository(AddressRow)
      .createQueryBuilder('address')
      .setLock('pessimistic_write')
      .where('address.user_id = :userId', { userId })
      .getMany();
  }

  private async clearDefault(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(AddressRow).update({ userId, isDefault: true }, { isDefault: false });
  }
}

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    title: row.title,
    fullName: row.fullName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    type: row.type,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}
