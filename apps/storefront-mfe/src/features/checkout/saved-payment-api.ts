import { addressListSchema, savedCardListSchema } from '@harman/contracts';
import { sessionFetch } from '@harman/auth';

/** A signed-in customer's address book and saved cards (the account's own endpoints), for the checkout to pick from. */
export const getSavedAddresses = (signal?: AbortSignal) => sessionFetch('/account/addresses', { schema: addressListSchema, signal });
export const getSavedCards = (signal?: AbortSignal) => sessionFetch('/account/cards', { schema: savedCardListSchema, signal });
