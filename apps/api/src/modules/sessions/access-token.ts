import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export const JWT_ISSUER = 'harman';
export const ACCESS_AUDIENCE = 'harman-api';

/** Claims of the short-lived access token: who, which session. The role is read from the database per request. */
export interface AccessClaims {
  sub: string;
  sid: string;
  typ: 'access';
  iat: number;
  exp: number;
}

/**
 * Signs access tokens (HS256) with the clock's time, so their expiry moves with the test clock; verification
 * (signature, issuer, audience) is done by the passport strategy, expiry against the same clock.
 */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(userId: string, sessionId: string, issuedAt: number, expiresAt: number): Promise<string> {
    return this.jwt.signAsync(
      { sub: userId, sid: sessionId, typ: 'access', iat: issuedAt, exp: expiresAt },
      { secret: this.config.auth.jwtSecret, algorithm: 'HS256', issuer: JWT_ISSUER, audience: ACCESS_AUDIENCE },
    );
  }
}
