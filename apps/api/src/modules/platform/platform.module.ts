import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { NotifierModule } from '../notifications/notifier.module';
import { DeployTokenGuard } from './deploy-token.guard';
import { HealthReportsController } from './health-reports.controller';
import { ReleaseGeneration } from './release-generation';
import { ReleaseHealthService } from './release-health.service';
import { ReleasesService } from './releases.service';
import { RemotesController } from './remotes.controller';
import { VisitorCookie } from './visitor-cookie';

@Module({
  imports: [ClockModule, RateLimitModule, SecurityLogModule, NotifierModule],
  controllers: [RemotesController, HealthReportsController],
  providers: [ReleasesService, ReleaseGeneration, ReleaseHealthService, DeployTokenGuard, VisitorCookie],
  exports: [ReleasesService, ReleaseHealthService],
})
export class PlatformModule {}
