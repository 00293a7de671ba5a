import { Module } from '@nestjs/common';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { StoreSettingsService } from './store-settings.service';

/** The shop's stored settings: read by the cart quote, checkout, forms and /menu; written by the admin. */
@Module({
  imports: [SecurityLogModule],
  providers: [StoreSettingsService],
  exports: [StoreSettingsService],
})
export class SettingsModule {}
