import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { CardsController } from './cards.controller';
import { CardsService } from './cards.service';
import { DevPaymentProvider } from './dev-payment-provider';
import { DevProviderController } from './dev-provider.controller';
import { PAYMENT_PROVIDER } from './payment-provider';

/**
 * Saved cards behind the payment-provider seam. PAYMENT_PROVIDER=dev (the only one so far) plugs in the
 * development provider and its tokenize endpoint; a real PSP would replace both.
 */
@Module({
  imports: [ClockModule, RateLimitModule],
  controllers: [CardsController, DevProviderController],
  providers: [CardsService, DevPaymentProvider, { provide: PAYMENT_PROVIDER, useExisting: DevPaymentProvider }],
  exports: [PAYMENT_PROVIDER, CardsService],
})
export class PaymentsModule {}
