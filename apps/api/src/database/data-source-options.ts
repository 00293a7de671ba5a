import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { MailOutbox } from '../modules/mail/mail-outbox.entity';
import { Category } from '../modules/catalog/category.entity';
import { Inventory } from '../modules/catalog/inventory.entity';
import { Product } from '../modules/catalog/product.entity';
import { ProductImage } from '../modules/catalog/product-image.entity';
import { ProductVariant } from '../modules/catalog/product-variant.entity';
import { Review } from '../modules/catalog/review.entity';
import { FORM_ENTITIES } from '../modules/forms/entities/form-entities';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity';
import { RemoteRelease } from '../modules/platform/remote-release.entity';
import { InitialSchema1732190400000 } from './migrations/1732190400000-initial-schema';
import { Forms1732400000000 } from './migrations/1732400000000-forms';
import { Catalogue1732500000000 } from './migrations/1732500000000-catalogue';
import { AddressRow } from '../modules/account/address.entity';
import { UserAvatar } from '../modules/account/user-avatar.entity';
import { Favourite } from '../modules/account/favourite.entity';
import { AuthToken } from '../modules/auth/auth-token.entity';
import { PaymentCard } from '../modules/payments/payment-card.entity';
import { RefreshToken } from '../modules/sessions/refresh-token.entity';
import { UserSession } from '../modules/sessions/user-session.entity';
import { RecoveryCode } from '../modules/two-factor/recovery-code.entity';
import { User } from '../modules/users/user.entity';
import { Accounts1732300000000 } from './migrations/1732300000000-accounts';
import { ReviewsUsersFk1732600000000 } from './migrations/1732600000000-reviews-users-fk';
import { ProductTagsEn1732700000000 } from './migrations/1732700000000-product-tags-en';
import { Orders1732800000000 } from './migrations/1732800000000-orders';
import { Favourites1732810000000 } from './migrations/1732810000000-favourites';
import { Admin1732820000000 } from './migrations/1732820000000-admin';
import { KnownDevices1732830000000 } from './migrations/1732830000000-known-devices';
import { Notifications1732840000000 } from './migrations/1732840000000-notifications';
import { ProductListing1733300000000 } from './migrations/1733300000000-product-listing';
import { ReleaseCanary1733400000000 } from './migrations/1733400000000-release-canary';
import { StockAlerts1733600000000 } from './migrations/1733600000000-stock-alerts';
import { ReportIndexes1733700000000 } from './migrations/1733700000000-report-indexes';
import { ProductListingSearch1733800000000 } from './migrations/1733800000000-product-listing-search';
import { ListingSearchByCategory1733900000000 } from './migrations/1733900000000-listing-search-by-category';
import { ListingSearchTokens1734000000000 } from './migrations/1734000000000-listing-search-tokens';
import { BackInStockRequest } from '../modules/notifications/stock-alerts/back-in-stock-request.entity';
import { NotificationRow } from '../modules/notifications/notification.entity';
import { TypeOrmNestLogger } from './typeorm-logger';

export const ENTITIES = [
  Category,
  Product,
  ProductVariant,
  ProductImage,
  Inventory,
  Review,
  RemoteRelease,
  MailOutbox,
  NewsletterSubscriber,
  ...FORM_ENTITIES,
  User,
  UserAvatar,
  AuthToken,
  UserSession,
  RefreshToken,
  RecoveryCode,
  AddressRow,
  PaymentCard,
  Favourite,
  NotificationRow,
  BackInStockRequest,
];

/** In order. Listed, not globbed, so the same list works compiled and under Jest. */
export const MIGRATIONS = [
  InitialSchema1732190400000,
  Accounts1732300000000,
  Forms1732400000000,
  Catalogue1732500000000,
  ReviewsUsersFk1732600000000,
  ProductTagsEn1732700000000,
  Orders1732800000000,
  Favourites1732810000000,
  Admin1732820000000,
  KnownDevices1732830000000,
  Notifications1732840000000,
  ProductListing1733300000000,
  ReleaseCanary1733400000000,
  StockAlerts1733600000000,
  ReportIndexes1733700000000,
  ProductListingSearch1733800000000,
  ListingSearchByCategory1733900000000,
  ListingSearchTokens1734000000000,
];

/**
 * One definition for the Nest app, the migrate/seed commands and the tests. The schema changes only through
 * migrations: never `synchronize`, never on boot.
 */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.database.url,
    poolSize: config.database.poolMax,
    applicationName: 'harman-api',
    connectTimeoutMS: 5_000,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    logger: new TypeOrmNestLogger(),
    logging: ['warn', 'migration'],
    maxQueryExecutionTime: 1_000,
    extra: {
      // A hung query must not hold a pooled connection forever. The idle-in-transaction limit sits above the
      // longest SMTP send (mail delivery keeps its row locked while it talks to the server).
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: 60_000,
    },
  };
}
