import { Injectable } from '@nestjs/common';
import { ADDRESS_LIMIT, type Address, type AddressInput } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OneDefaultList } from '../../common/owned-list/one-default-list';
import { AddressRow } from './address.entity';

/** The address book (spec §4): a list with one default, scoped to its owner (see `OneDefaultList`). */
@Injectable()
export class AddressesService {
  private readonly rows: OneDefaultList<AddressRow>;

  constructor(dataSource: DataSource) {
    this.rows = new OneDefaultList(dataSource, AddressRow);
  }

  async list(userId: string): Promise<Address[]> {
    return (await this.rows.list(userId)).map(toAddress);
  }

  async create(userId: string, input: AddressInput): Promise<Address> {
    const row = await this.rows.add(userId, input, input.isDefault, (existing) => {
      if (existing.length >= ADDRESS_LIMIT) throw new AppError(409, 'ADDRESS_LIMIT_REACHED', 'Address book is full');
    });
    return toAddress(row);
  }

  async update(userId: string, id: string, input: AddressInput): Promise<Address> {
    return toAddress(await this.rows.update(userId, id, input, input.isDefault));
  }

  async makeDefault(userId: string, id: string): Promise<Address> {
    return toAddress(await this.rows.makeDefault(userId, id));
  }

  remove(userId: string, id: string): Promise<void> {
    return this.rows.remove(userId, id);
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
