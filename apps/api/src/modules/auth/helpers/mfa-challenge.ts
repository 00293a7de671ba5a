import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '../../../common/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { JWT_ISSUER } from '../../sessions/access-token';

export type ChallengeKind = 'mfa' | 'enroll';
const AUDIENCE = 'harman-mfa-challenge';
const TTL_SECONDS = 5 * 60;

/**
 * The proof that the password step passed, handed to the client until the second step: a signed token for one
 * user and one kind of step, valid 5 minutes. It opens no session and reaches no other route.
 */
@Injectable()
export class MfaChallenges {
  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issue(userId: string, kind: ChallengeKind): Promise<string> {
    const iat = this.clock.nowSeconds();
    return this.jwt.signAsync(
      { sub: userId, kind, iat, exp: iat + TTL_SECONDS },
      { secret: this.config.auth.jwtSecret, algorithm: 'HS256', issuer: JWT_ISSUER, audience: AUDIENCE },
    );
  }

  /** The user id, or null for a token that is forged, expired or of another kind. */
  async verify(token: string, kind: ChallengeKind): Promise<string | null> {
    try {
      const claims = await this.jwt.verifyAsync<{ sub: string; kind: string }>(token, {
        secret: this.config.auth.jwtSecret,
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: AUDIENCE,
        clockTimestamp: this.clock.nowSeconds(),
      });
      return claims.kind === kind && typeof claims.sub === 'string' ? claims.sub : null;
    } catch {
      return null;
    }
  }
}
