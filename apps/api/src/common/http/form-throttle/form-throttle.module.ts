import { Module } from '@nestjs/common';
import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { clientAddress } from '../client-address';
import { FormThrottleStorage } from './form-throttle-storage';

/**
 * The burst guard of the public form endpoints (forms, careers, newsletter), per client address over all of them
 * together: a visitor's form page makes two or three of these requests and a submission one or two, so nobody
 * nears 120 a minute, while a flood is cut off before token checks, validation, file parsing and database work.
 * The spec's limits (5 per e-mail, 10 per address an hour, of accepted submissions) are FormRateLimiter's, behind it.
 * `FORM_REQUESTS_PER_MINUTE` overrides the limit (tests lower it).
 */
export const FORM_REQUEST_BURST = { limit: 120, ttlMs: 60_000 } as const;

@Module({ providers: [FormThrottleStorage], exports: [FormThrottleStorage] })
class FormThrottleStorageModule {}

/**
 * `@nestjs/throttler` for the public form endpoints only (no global guard): one throttler, `default`, so a refusal
 * carries a plain `Retry-After`; counted in Redis (FormThrottleStorage, failing open). Controllers add
 * `@UseGuards(FormThrottleGuard)` and their module imports this one. Nest's ThrottlerModule is global: this is the
 * api's one registration of it, and another would replace these options.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [FormThrottleStorageModule],
      inject: [APP_CONFIG, FormThrottleStorage],
      useFactory: (config: AppConfig, storage: FormThrottleStorage): ThrottlerModuleOptions => ({
        throttlers: [
          { name: 'default', limit: config.forms.requestsPerMinute ?? FORM_REQUEST_BURST.limit, ttl: FORM_REQUEST_BURST.ttlMs },
        ],
        storage,
        // The address exactly as the rest of the api reads it (the exact trusted proxies); never X-Forwarded-For here.
        getTracker: (request) => clientAddress(request as Request),
        // One counter per address for every form endpoint; hashed, as the form limits' keys are.
        generateKey: (_context, tracker) => createHash('sha256').update(tracker).digest('hex').slice(0, 32),
      }),
    }),
  ],
})
export class FormThrottleModule {}
