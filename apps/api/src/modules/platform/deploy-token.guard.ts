import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UnauthorizedError } from '../../common/errors/app-error';

/**
 * Lets the deploy tooling (and nobody else) change the remote registry: `Authorization: Bearer <token>`.
 * Both sides are hashed first so the comparison is constant-time whatever the length of the guess. With no token
 * configured nothing gets through (there is no default one to guess).
 */
@Injectable()
export class DeployTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.platformDeployToken ? sha256(config.platformDeployToken) : null;
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!this.expected || !match || !timingSafeEqual(sha256(match[1]), this.expected)) {
      throw new UnauthorizedError('A valid deploy token is required');
    }
    return true;
  }
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
