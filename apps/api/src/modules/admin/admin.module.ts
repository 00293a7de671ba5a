import { Module } from '@nestjs/common';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { MediaModule } from '../media/media.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { SettingsModule } from '../settings/settings.module';
import { PlatformModule } from '../platform/platform.module';
import { AdminReleasesController } from './releases/admin-releases.controller';
import { AdminReleasesService } from './releases/admin-releases.service';
import { AuditController } from './audit/audit.controller';
import { AuditQueryService } from './audit/audit-query.service';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardService } from './dashboard/dashboard.service';
import { AdminOrdersController } from './orders/admin-orders.controller';
import { AdminOrdersService } from './orders/admin-orders.service';
import { ReportsController } from './reports/reports.controller';
import { ReportsService } from './reports/reports.service';
import { CustomersController } from './customers/customers.controller';
import { CustomersService } from './customers/customers.service';
import { InboxController } from './inbox/inbox.controller';
import { InboxService } from './inbox/inbox.service';
import { AdminProductsController } from './products/admin-products.controller';
import { AdminProductsService } from './products/admin-products.service';
import { AdminReviewsController } from './reviews/admin-reviews.controller';
import { AdminReviewsService } from './reviews/admin-reviews.service';
import { AdminSettingsController } from './settings/admin-settings.controller';

/**
 * The staff panel's api under /api/admin: every route is `@Roles('admin')`, which the global guard grants only to
 * an admin whose session passed two-factor. Each change writes its audit row in its own transaction.
 */
@Module({
  imports: [SecurityLogModule, AuthModule, MailModule, CatalogModule, MediaModule, SettingsModule, OrdersModule, PaymentsModule, PlatformModule],
  controllers: [DashboardController, ReportsController, AdminOrdersController, AdminProductsController, AdminSettingsController, AuditController, CustomersController, InboxController, AdminReviewsController, AdminReleasesController],
  providers: [DashboardService, ReportsService, AdminOrdersService, AdminProductsService, AuditQueryService, CustomersService, InboxService, AdminReviewsService, AdminReleasesService],
})
export class AdminModule {}
