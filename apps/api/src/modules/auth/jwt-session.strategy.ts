import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthenticatedUser } from '../../common/auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ACCESS_AUDIENCE, JWT_ISSUER, type AccessClaims } from '../sessions/access-token';
import { AuthCookies } from '../sessions/auth-cookies';
import { SessionsService } from '../sessions/sessions.service';

export const JWT_SESSION_STRATEGY = 'jwt-session';

/**
 * Reads the access token from its httpOnly cookie, checks signature, issuer, audience and algorithm, then asks
 * the sessions service whether the session is still alive (ended, idle and absolute limits, account state). The
 * expiry is checked there against the injectable clock, so tests can move time instead of waiting.
 */
@Injectable()
export class JwtSessionStrategy extends PassportStrategy(Strategy, JWT_SESSION_STRATEGY) {
  constructor(
    private readonly sessions: SessionsService,
    cookies: AuthCookies,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(request: Request) => cookies.read(request, 'access') ?? null]),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: ACCESS_AUDIENCE,
      ignoreExpiration: true,
      passReqToCallback: true,
    });
  }

  async validate(request: Request & { accessExpiresAt?: number }, claims: AccessClaims): Promise<AuthenticatedUser | false> {
    const user = await this.sessions.authenticate(claims);
    if (!user) return false;
    request.accessExpiresAt = claims.exp;
    return user;
  }
}
