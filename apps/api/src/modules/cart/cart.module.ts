import { Module } from '@nestjs/common';
import { CartController } from './cart.controller';
import { CartQuoteService } from './cart-quote.service';
import { SettingsModule } from '../settings/settings.module';

/** Cart pricing. The cart itself lives in the browser (`@harman/cart`); the api only prices it. */
@Module({
  imports: [SettingsModule],
  controllers: [CartController],
  providers: [CartQuoteService],
})
export class CartModule {}
