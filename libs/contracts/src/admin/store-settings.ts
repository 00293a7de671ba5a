import { z } from 'zod';
import { DEFAULT_CHECKOUT_SETTINGS } from '../checkout-settings';
import { PROVINCES } from '../provinces';

/** Cash on delivery's extra fee until staff set one (kuruş): checkout's default. */
export const COD_FEE_KURUS = DEFAULT_CHECKOUT_SETTINGS.cashOnDeliveryFeeKurus;

/**
 * The shop's settings (admin › Ayarlar): stored in the database, the `contracts` constants are their defaults.
 * Money in kuruş, VAT in basis points (100 = 1 %).
 */
export const storeSettingsSchema = z.strictObject({
  freeShippingThreshold: z.int().min(0).max(100_000_000),
  shippingFee: z.int().min(0).max(10_000_000),
  vatRateBasisPoints: z.int().min(0).max(10_000),
  codProvinces: z
    .array(z.enum(PROVINCES))
    .max(PROVINCES.length)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' }),
  codFee: z.int().min(0).max(10_000_000),
  staffEmail: z.email().max(254),
  menuUrl: z
    .url({ protocol: /^https?$/, message: 'invalidUrl' })
    .max(500),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** `PUT /api/admin/settings`: the settings plus the version the editor loaded (optimistic lock). */
export const storeSettingsUpdateSchema = storeSettingsSchema.extend({ version: z.int().min(0) });
export type StoreSettingsUpdate = z.infer<typeof storeSettingsUpdateSchema>;

export const storeSettingsResponseSchema = storeSettingsSchema.extend({
  version: z.int(),
  updatedAt: z.string().nullable(),
});
export type StoreSettingsResponse = z.infer<typeof storeSettingsResponseSchema>;
