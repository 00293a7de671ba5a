import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { FORM_TOKEN_HEADER } from '@harman/contracts';
import type { Request } from 'express';
import { AppError } from '../../../common/errors/app-error';
import { readCookie } from './cookies';
import { FORM_BROWSER_COOKIE, FormTokenService } from './form-token.service';

/**
 * Refuses a form post without a valid anti-forgery token for this browser, and any post a browser marks as
 * cross-site (defence in depth: `Sec-Fetch-Site`). Runs before the body is validated or a file is read.
 */
@Injectable()
export class FormTokenGuard implements CanActivate {
  private readonly logger = new Logger(FormTokenGuard.name);

  constructor(private readonly tokens: FormTokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    const token = request.header(FORM_TOKEN_HEADER);
    if (crossSite || !this.tokens.isValid(token, readCookie(request, FORM_BROWSER_COOKIE))) {
      this.logger.warn({ event: 'form_token_rejected', route: request.path, crossSite }, 'Form anti-forgery check failed');
      throw new AppError(403, 'INVALID_TOKEN', 'Invalid security token. Please refresh the page and try again.');
    }
    return true;
  }
}
