import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from '@harman/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * Where checkout reads its business constants (VAT, shipping, cash on delivery, reservation and bank-transfer
 * times, the bank account and the seller). Today the contracts' defaults with the environment's bank-transfer
 * expiry; the admin's settings can back `get()` with a table later, and nothing else changes.
 */
@Injectable()
export class CheckoutSettingsProvider {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async get(): Promise<CheckoutSettings> {
    return { ...DEFAULT_CHECKOUT_SETTINGS, bankTransferExpiryHours: this.config.orders.bankTransferExpiryHours };
  }
}
