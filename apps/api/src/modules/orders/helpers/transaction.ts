import type { DataSource, EntityManager } from 'typeorm';

/**
 * A transaction with work to do once it has committed (dispatching mails, enqueueing jobs): hooks registered
 * inside run only after COMMIT, and never when the transaction rolls back.
 */
export interface UnitOfWork {
  manager: EntityManager;
  afterCommit(hook: () => Promise<unknown>): void;
}

export async function inTransaction<T>(dataSource: DataSource, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  const hooks: (() => Promise<unknown>)[] = [];
  const result = await dataSource.transaction((manager) => work({ manager, afterCommit: (hook) => hooks.push(hook) }));
  // Independent enqueues (mail, notifications, jobs): one round trip to Redis together rather than one each.
  await Promise.all(hooks.map((hook) => hook()));
  return result;
}
