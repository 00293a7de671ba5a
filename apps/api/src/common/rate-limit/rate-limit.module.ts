import { Module } from '@nestjs/common';
import { ClockModule } from '../clock/clock.module';
import { RateLimiter } from './rate-limiter';

@Module({ imports: [ClockModule], providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
