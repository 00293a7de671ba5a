import { Module } from '@nestjs/common';
import { FormThrottleModule } from '../../common/http/form-throttle/form-throttle.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { MailModule } from '../mail/mail.module';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [MailModule, RateLimitModule, FormThrottleModule],
  controllers: [NewsletterController],
  providers: [NewsletterService],
  exports: [NewsletterService],
})
export class NewsletterModule {}
