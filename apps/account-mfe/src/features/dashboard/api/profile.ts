import { avatarResultSchema, profileSchema, type UpdateProfileInput } from '@harman/contracts';
import { sessionFetch } from '@harman/auth';

export const getProfile = () => sessionFetch('/account/profile', { schema: profileSchema });

export const updateProfile = (body: UpdateProfileInput) => sessionFetch('/account/profile', { method: 'PATCH', body, schema: profileSchema });

/** multipart/form-data, field `avatar` (the api checks the content again and re-encodes it). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return sessionFetch('/account/avatar', { method: 'PUT', body: form, schema: avatarResultSchema, timeoutMs: 60_000 });
}

export const removeAvatar = () => sessionFetch('/account/avatar', { method: 'DELETE' });
