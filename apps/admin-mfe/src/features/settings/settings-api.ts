import { sessionFetch } from '@harman/auth';
import { storeSettingsResponseSchema, type StoreSettingsUpdate } from '@harman/contracts';

export const getSettings = () => sessionFetch('/admin/settings', { schema: storeSettingsResponseSchema });
export const saveSettings = (body: StoreSettingsUpdate) => sessionFetch('/admin/settings', { method: 'PUT', body, schema: storeSettingsResponseSchema });
