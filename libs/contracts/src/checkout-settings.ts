import { FREE_SHIPPING_THRESHOLD_KURUS, SHIPPING_FEE_KURUS, VAT_RATE_BASIS_POINTS } from './constants';
import type { Province } from './provinces';

/**
 * The business constants of checkout, as one value. The api reads them through one provider
 * (`CheckoutSettingsProvider`) so the admin's settings can later replace these defaults without touching
 * the pricing; the storefront shows the same defaults until the api answers. Money in kuruş.
 */
export interface CheckoutSettings {
  /** VAT (KDV) of the subtotal, basis points: 100 = 1 %. */
  vatRateBasisPoints: number;
  freeShippingThresholdKurus: number;
  standardShippingFeeKurus: number;
  expressShippingFeeKurus: number;
  cashOnDeliveryFeeKurus: number;
  /** Provinces where cash on delivery is offered (the admin's allow-list). */
  cashOnDeliveryProvinces: readonly Province[];
  /** Stock is held this long once the shopper reaches the payment step. */
  reservationMinutes: number;
  /** An unpaid bank-transfer order is cancelled (and its stock released) after this many hours. */
  bankTransferExpiryHours: number;
  /** Shown and mailed for bank transfer / EFT. */
  bankAccount: { bankName: string; accountHolder: string; iban: string };
  /** The seller as the invoice prints it. */
  seller: { name: string; address: string; taxOffice: string; taxNumber: string; email: string; phone: string };
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  vatRateBasisPoints: VAT_RATE_BASIS_POINTS,
  freeShippingThresholdKurus: FREE_SHIPPING_THRESHOLD_KURUS,
  standardShippingFeeKurus: SHIPPING_FEE_KURUS,
  expressShippingFeeKurus: 5_999,
  cashOnDeliveryFeeKurus: 1_999,
  cashOnDeliveryProvinces: ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Kocaeli'],
  reservationMinutes: 15,
  bankTransferExpiryHours: 72,
  bankAccount: {
    bankName: 'Türkiye İş Bankası',
    accountHolder: 'Harman Kahve Gıda San. ve Tic. A.Ş.',
    iban: 'TR33 0006 4000 0011 2345 6789 01',
  },
  seller: {
    name: 'Harman Kahve Gıda San. ve Tic. A.Ş.',
    address: 'Caferağa Mah. Moda Cad. No: 42, 34710 Kadıköy / İstanbul',
    taxOffice: 'Kadıköy',
    taxNumber: '4610012345',
    email: 'merhaba@harmankahve.com.tr',
    phone: '+90 216 555 01 42',
  },
};
