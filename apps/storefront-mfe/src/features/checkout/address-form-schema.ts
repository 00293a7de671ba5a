import { z } from 'zod';
import { checkoutAddressSchema, createCheckoutSessionSchema } from '@harman/contracts';

/**
 * The address step's form: the api's own address schema (`checkoutAddressSchema`, the one the checkout session
 * is validated with) plus, for a guest, the e-mail the confirmation goes to (the session schema's own rule).
 */
const guestEmail = z
  .string()
  .trim()
  .min(1, { message: 'emailRequired', abort: true })
  .pipe(createCheckoutSessionSchema.shape.email.unwrap());

export const guestAddressFormSchema = z.object({ email: guestEmail, address: checkoutAddressSchema, saveAddress: z.boolean() });
export const customerAddressFormSchema = z.object({ email: z.string(), address: checkoutAddressSchema, saveAddress: z.boolean() });

export type AddressFormValues = z.input<typeof guestAddressFormSchema>;

/** Whether a saved (address book) address can be used as it is, e.g. its city is one of the 81 provinces. */
export const usableAsShippingAddress = (address: unknown) => checkoutAddressSchema.safeParse(address).success;

export const ADDRESS_FIELDS = ['fullName', 'phone', 'city', 'state', 'address', 'postalCode'] as const;
