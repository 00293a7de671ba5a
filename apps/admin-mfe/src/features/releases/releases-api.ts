import { sessionFetch } from '@harman/auth';
import { adminReleasesSchema, releaseSchema, type RemoteName } from '@harman/contracts';

export const getReleases = () => sessionFetch('/admin/releases', { schema: adminReleasesSchema });
const act = (remote: RemoteName, action: string, body?: Record<string, unknown>) =>
  sessionFetch(`/admin/releases/${remote}/${action}`, { method: 'POST', body, schema: releaseSchema });
export const activateRelease = (remote: RemoteName, version: string) => act(remote, 'activate', { version });
export const setCanary = (remote: RemoteName, version: string, percent: number) => act(remote, 'canary', { version, percent });
export const promoteCanary = (remote: RemoteName) => act(remote, 'promote');
export const rollBack = (remote: RemoteName) => act(remote, 'rollback');
