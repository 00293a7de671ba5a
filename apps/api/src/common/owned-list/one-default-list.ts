import type {
  DataSource,
  DeepPartial,
  EntityManager,
  EntityTarget,
  FindOptionsOrder,
  FindOptionsWhere,
  QueryDeepPartialEntity,
} from 'typeorm';
import { NotFoundError } from '../errors/app-error';

/** What a row needs to take part: an owner, the default mark, and an age (the heir of a deleted default). */
export interface OwnedRow {
  id: string;
  userId: string;
  isDefault: boolean;
  createdAt: Date;
}

/**
 * A customer's list with exactly one default while any row exists (addresses, saved cards): the first row is the
 * default, choosing another moves the mark, unticking it on the default keeps it, and deleting the default hands
 * it to the most recently added row. Each change runs in a transaction that locks the owner's rows, and every
 * query is scoped to the owner, so another user's id is a 404.
 */
export class OneDefaultList<T extends OwnedRow> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
  ) {}

  /** The default first, then oldest first. */
  list(userId: string): Promise<T[]> {
    const order = { isDefault: 'DESC', createdAt: 'ASC' } as FindOptionsOrder<T>;
    return this.dataSource.getRepository(this.entity).find({ where: this.owned(userId), order });
  }

  /** `check` sees the owner's locked rows before anything is written (limits, duplicates) and may throw. */
  add(userId: string, values: DeepPartial<T>, wantsDefault: boolean, check: (existing: T[]) => void = () => undefined): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.lockOwned(manager, userId);
      check(existing);
      const isDefault = wantsDefault || existing.length === 0;
      if (isDefault) await this.clearDefault(manager, userId);
      return manager.getRepository(this.entity).save({ ...values, userId, isDefault } as DeepPartial<T>);
    });
  }

  update(userId: string, id: string, values: QueryDeepPartialEntity<T>, wantsDefault: boolean): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const current = (await this.lockOwned(manager, userId)).find((row) => row.id === id);
      if (!current) throw new NotFoundError();
      // Unticking 'default' on the default row keeps it: there must always be one.
      const isDefault = wantsDefault || current.isDefault;
      if (isDefault && !current.isDefault) await this.clearDefault(manager, userId);
      return this.write(manager, userId, id, { ...values, isDefault } as QueryDeepPartialEntity<T>);
    });
  }

  makeDefault(userId: string, id: string): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.lockOwned(manager, userId);
      if (!rows.some((row) => row.id === id)) throw new NotFoundError();
      await this.clearDefault(manager, userId);
      return this.write(manager, userId, id, this.mark(true));
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await this.lockOwned(manager, userId);
      const target = rows.find((row) => row.id === id);
      if (!target) throw new NotFoundError();
      const repository = manager.getRepository(this.entity);
      await repository.delete(this.ownedRow(userId, id));
      const heir = rows.filter((row) => row.id !== id).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      if (target.isDefault && heir) await repository.update(this.ownedRow(userId, heir.id), this.mark(true));
    });
  }

  private async write(manager: EntityManager, userId: string, id: string, values: QueryDeepPartialEntity<T>): Promise<T> {
    const repository = manager.getRepository(this.entity);
    await repository.update(this.ownedRow(userId, id), values);
    return repository.findOneByOrFail(this.ownedRow(userId, id));
  }

  /**
   * The owner's rows, locked until the transaction ends, so concurrent changes cannot leave two defaults. The
   * owner's user row is locked first: with no rows yet there is nothing else to lock, and two first adds would
   * both see an empty list. (NO KEY UPDATE: it does not block the foreign-key checks of the inserts.)
   */
  private async lockOwned(manager: EntityManager, userId: string): Promise<T[]> {
    await manager.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    return manager.getRepository(this.entity).find({ where: this.owned(userId), lock: { mode: 'pessimistic_write' } });
  }

  private async clearDefault(manager: EntityManager, userId: string): Promise<void> {
    const where = { userId, isDefault: true } as FindOptionsWhere<T>;
    await manager.getRepository(this.entity).update(where, this.mark(false));
  }

  private mark(isDefault: boolean): QueryDeepPartialEntity<T> {
    return { isDefault } as unknown as QueryDeepPartialEntity<T>;
  }

  private owned(userId: string): FindOptionsWhere<T> {
    return { userId } as FindOptionsWhere<T>;
  }

  private ownedRow(userId: string, id: string): FindOptionsWhere<T> {
    return { id, userId } as FindOptionsWhere<T>;
  }
}
