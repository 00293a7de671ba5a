import { z } from 'zod';
import { isSafeNotificationUrl } from './notifications';

/**
 * A staff broadcast (admin remote): a promotion or a system notice, in Turkish and English, with an optional
 * link, to every customer or to those who opted in (the profile's newsletter preference). Messages are keys of
 * the front ends' `validation` table.
 */
export const BROADCAST_TYPES = ['promotion', 'system'] as const;
export const BROADCAST_AUDIENCES = ['all', 'opted_in'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_MESSAGE_MAX = 500;

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { message: 'required', abort: true })
    .max(max, { message: 'tooLong', abort: true })
    .regex(/^[^\p{Cc}<>{}]*$/u, 'invalidCharacters');

export const notificationBroadcastSchema = z.strictObject({
  type: z.enum(BROADCAST_TYPES, { error: 'required' }),
  audience: z.enum(BROADCAST_AUDIENCES, { error: 'required' }),
  title: z.strictObject({ tr: text(BROADCAST_TITLE_MAX), en: text(BROADCAST_TITLE_MAX) }),
  message: z.strictObject({ tr: text(BROADCAST_MESSAGE_MAX), en: text(BROADCAST_MESSAGE_MAX) }),
  url: z
    .string()
    .trim()
    .max(500, { message: 'tooLong', abort: true })
    .refine((value) => value === '' || isSafeNotificationUrl(value), 'urlInvalid')
    .optional(),
});
export type NotificationBroadcastInput = z.input<typeof notificationBroadcastSchema>;
export type NotificationBroadcast = z.infer<typeof notificationBroadcastSchema>;

export const notificationBroadcastResultSchema = z.object({ eventId: z.string() });
export type NotificationBroadcastResult = z.infer<typeof notificationBroadcastResultSchema>;
