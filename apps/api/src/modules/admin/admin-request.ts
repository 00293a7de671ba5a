import { Injectable, type PipeTransform } from '@nestjs/common';
import type { AuthenticatedUser } from '../../common/auth/auth.decorators';
import { NotFoundError } from '../../common/errors/app-error';
import type { AuditActor } from '../../common/security/audit-log';
import { isUuid } from '../catalog/helpers/product-key';

/** An id path parameter: anything but a UUID names nothing (404), and never reaches a query. */
@Injectable()
export class UuidParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundError();
    return value.toLowerCase();
  }
}

/** Who the audit row names. */
export const actorOf = (user: AuthenticatedUser): AuditActor => ({ id: user.id, email: user.email });
