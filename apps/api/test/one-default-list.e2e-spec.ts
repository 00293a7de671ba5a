import { OneDefaultList } from '../src/common/owned-list/one-default-list';
import { AddressRow } from '../src/modules/account/address.entity';
import { seedUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The rules of `OneDefaultList` (addresses and saved cards) that the route tests do not reach: concurrent adds,
 * deleting a row that is not the default, emptying the list, and choosing the default through an edit.
 */
describe('a list with exactly one default', () => {
  let t: TestApp;
  let rows: OneDefaultList<AddressRow>;
  const values = (title: string) => ({
    title,
    fullName: 'Ayşe Yılmaz',
    phone: '0532 123 45 67',
    address: 'Moda Cad. No: 12',
    city: 'İstanbul',
    state: 'Kadıköy',
    postalCode: '34710',
    country: 'Türkiye',
    type: 'home' as const,
  });
  const defaults = async (userId: string) =>
    (await rows.list(userId)).filter((row) => row.isDefault).map((row) => row.title);

  beforeAll(async () => {
    t = await startTestApp();
    rows = new OneDefaultList(t.dataSource, AddressRow);
  });
  afterAll(() => t?.close());

  it('leaves one default when several rows ask for it at once', async () => {
    const { id: userId } = await seedUser(t);
    await rows.add(userId, values('first'), false);
    await Promise.all(['a', 'b', 'c', 'd'].map((title) => rows.add(userId, values(title), true)));
    expect(await rows.list(userId)).toHaveLength(5);
    expect(await defaults(userId)).toHaveLength(1);
  });

  it('gives an empty list exactly one default when its first rows arrive at once', async () => {
    const { id: userId } = await seedUser(t);
    await Promise.all(['a', 'b', 'c', 'd'].map((title) => rows.add(userId, values(title), false)));
    expect(await rows.list(userId)).toHaveLength(4);
    expect(await defaults(userId)).toHaveLength(1);
  });

  it('moves the mark through an edit, and keeps it when a row that is not the default goes', async () => {
    const { id: userId } = await seedUser(t);
    await rows.add(userId, values('first'), false);
    const second = await rows.add(userId, values('second'), false);
    await rows.add(userId, values('third'), false);
    expect(await defaults(userId)).toEqual(['first']);

    await rows.update(userId, second.id, values('second'), true);
    expect(await defaults(userId)).toEqual(['second']);

    const third = (await rows.list(userId)).find((row) => row.title === 'third')!;
    await rows.remove(userId, third.id);
    expect(await defaults(userId)).toEqual(['second']);
  });

  it('starts over after the last row goes: the next one is the default', async () => {
    const { id: userId } = await seedUser(t);
    const only = await rows.add(userId, values('only'), false);
    await rows.remove(userId, only.id);
    expect(await rows.list(userId)).toEqual([]);
    await rows.add(userId, values('again'), false);
    expect(await defaults(userId)).toEqual(['again']);
  });

  it("treats another owner's row as missing", async () => {
    const { id: owner } = await seedUser(t);
    const { id: stranger } = await seedUser(t);
    const theirs = await rows.add(owner, values('theirs'), false);
    await expect(rows.makeDefault(stranger, theirs.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(rows.update(stranger, theirs.id, values('mine'), true)).rejects.toMatchObject({ statusCode: 404 });
    await expect(rows.remove(stranger, theirs.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await rows.list(owner)).toEqual([expect.objectContaining({ title: 'theirs', isDefault: true })]);
  });
});
