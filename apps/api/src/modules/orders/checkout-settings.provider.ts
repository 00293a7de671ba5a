import type { EntityManager } from 'typeorm';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from '@harman/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { StoreSettingsService } from '../settings/store-settings.service';

/**
 * Where checkout reads its business constants (VAT, shipping, cash on delivery, reservation and bank-transfer
 * times, the bank account and the seller). What staff set in admin › Ayarlar (VAT, free-shipping threshold,
 * shipping fee, cash-on-delivery provinces and fee) comes from the database on every call, so a change applies to
 * the next quote; the rest are the contracts' defaults with the environment's bank-transfer expiry.
 */
@Injectable()
export class CheckoutSettingsProvider {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: StoreSettingsService,
  ) {}

  /** Inside a transaction pass its manager: a second pooled connection there can starve the pool under load. */
  async get(manager?: EntityManager): Promise<CheckoutSettings> {
    const stored = await this.store.get(manager);
    return {
      ...DEFAULT_CHECKOUT_SETTINGS,
      vatRateBasisPoints: stored.vatRateBasisPoints,
      freeShippingThresholdKurus: stored.freeShippingThreshold,
      standardShippingFeeKurus: stored.shippingFee,
      cashOnDeliveryFeeKurus: stored.codFee,
      cashOnDeliveryProvinces: stored.codProvinces,
      bankTransferExpiryHours: this.config.orders.bankTransferExpiryHours,
    };
  }
}
