import { Inject, Injectable } from '@nestjs/common';
import {
  COD_FEE_KURUS,
  DEFAULT_CHECKOUT_SETTINGS,
  DEFAULT_PRICING_RULES,
  type PricingRules,
  type StoreSettings,
  type StoreSettingsResponse,
  type StoreSettingsUpdate,
} from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { AuditLog, changedFields, type AuditActor } from '../../common/security/audit-log';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

interface SettingsRow {
  free_shipping_threshold: number;
  shipping_fee: number;
  vat_rate_basis_points: number;
  cod_provinces: string[];
  cod_fee: number;
  staff_email: string;
  menu_url: string;
  version: number;
  updated_at: Date;
}

/**
 * The shop's settings (admin › Ayarlar), read from the database on every use so a change applies on the next
 * request of every replica. Until staff first save them, the `contracts` constants and the environment's staff
 * address and /menu URL answer (version 0).
 */
@Injectable()
export class StoreSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(manager: EntityManager = this.dataSource.manager): Promise<StoreSettingsResponse> {
    const [row] = await manager.query<SettingsRow[]>(`SELECT * FROM store_settings WHERE id`);
    if (!row) return { ...this.defaults(), version: 0, updatedAt: null };
    return {
      freeShippingThreshold: row.free_shipping_threshold,
      shippingFee: row.shipping_fee,
      vatRateBasisPoints: row.vat_rate_basis_points,
      codProvinces: row.cod_provinces as StoreSettings['codProvinces'],
      codFee: row.cod_fee,
      staffEmail: row.staff_email,
      menuUrl: row.menu_url,
      version: row.version,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  /** What the cart quote and checkout price with. */
  async pricing(manager?: EntityManager): Promise<PricingRules> {
    const settings = await this.get(manager);
    return {
      freeShippingThreshold: settings.freeShippingThreshold,
      shippingFee: settings.shippingFee,
      vatRateBasisPoints: settings.vatRateBasisPoints,
    };
  }

  /** Saves the settings if nobody saved since `version`, with the audit row in the same transaction. */
  async update(input: StoreSettingsUpdate, actor: AuditActor): Promise<StoreSettingsResponse> {
    const { version, ...values } = input;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('store_settings'))`);
      const before = await this.get(manager);
      if (before.version !== version) throw versionConflict();
      await manager.query(
        `INSERT INTO store_settings (id, free_shipping_threshold, shipping_fee, vat_rate_basis_points, cod_provinces, cod_fee,
           staff_email, menu_url, version, updated_at, updated_by)
         VALUES (true, $1, $2, $3, $4, $5, $6, $7, $8, now(), $9)
         ON CONFLICT (id) DO UPDATE SET free_shipping_threshold = $1, shipping_fee = $2, vat_rate_basis_points = $3,
           cod_provinces = $4, cod_fee = $5, staff_email = $6, menu_url = $7, version = $8, updated_at = now(), updated_by = $9`,
        [
          values.freeShippingThreshold,
          values.shippingFee,
          values.vatRateBasisPoints,
          values.codProvinces,
          values.codFee,
          values.staffEmail,
          values.menuUrl,
          version + 1,
          actor.id,
        ],
      );
      const { version: _v, updatedAt: _u, ...previous } = before;
      await this.audit.record(manager, {
        actor,
        action: 'settings.update',
        targetType: 'settings',
        targetId: 'store',
        changes: changedFields(previous as Record<string, unknown>, values),
      });
      return this.get(manager);
    });
  }

  private defaults(): StoreSettings {
    return {
      ...DEFAULT_PRICING_RULES,
      codProvinces: [...DEFAULT_CHECKOUT_SETTINGS.cashOnDeliveryProvinces],
      codFee: COD_FEE_KURUS,
      staffEmail: this.config.mail.staffEmail,
      menuUrl: this.config.forms.menuOrderingUrl,
    };
  }
}

export function versionConflict(): AppError {
  return new AppError(409, 'VERSION_CONFLICT', 'Changed by someone else since it was loaded; reload to see their change');
}
