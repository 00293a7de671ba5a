import { Injectable, type PipeTransform } from '@nestjs/common';
import { REMOTE_NAMES, type RemoteName } from '@harman/contracts';
import { NotFoundError } from '../../common/errors/app-error';

/** Only the three known remotes have a registry entry; any other name is a missing resource. */
@Injectable()
export class RemoteNamePipe implements PipeTransform<string, RemoteName> {
  transform(value: string): RemoteName {
    if (!(REMOTE_NAMES as readonly string[]).includes(value)) {
      throw new NotFoundError('REMOTE_NOT_FOUND', 'Remote not found');
    }
    return value as RemoteName;
  }
}
