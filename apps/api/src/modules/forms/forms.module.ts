import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotifierModule } from '../notifications/notifier.module';
import { SettingsModule } from '../settings/settings.module';
import { ClockModule } from '../../common/clock/clock.module';
import { FormThrottleModule } from '../../common/http/form-throttle/form-throttle.module';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { CvStorage } from './cv/cv-storage.service';
import { FormSubmissionsService } from './form-submissions.service';
import { FormTokenGuard } from './form-token/form-token.guard';
import { FormTokenService } from './form-token/form-token.service';
import { FormsController } from './forms.controller';
import { FormAllowanceService } from './rate-limit/form-allowance.service';
import { FormRateLimiter } from './rate-limit/form-rate-limiter.service';

/**
 * The five public forms: a burst guard per address (FormThrottleModule), anti-forgery tokens, Redis-backed limits,
 * storage, CVs, and their mails.
 */
@Module({
  imports: [ClockModule, FormThrottleModule, MailModule, NotifierModule, SettingsModule, SecurityLogModule],
  controllers: [FormsController, CareersController],
  providers: [
    FormTokenService,
    FormTokenGuard,
    FormRateLimiter,
    FormAllowanceService,
    FormSubmissionsService,
    CvStorage,
    CareersService,
  ],
})
export class FormsModule {}
