import { Inject, Injectable } from '@nestjs/common';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

const STORAGE_KEY = /^[0-9a-f-]{36}$/;

/**
 * Private CV storage: a folder outside anything served, files named by a random key (never the uploaded name),
 * readable by the api's user only. The database row says what the key holds.
 */
@Injectable()
export class CvStorage {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = config.forms.cvStorageDir;
  }

  async save(bytes: Buffer): Promise<string> {
    const key = randomUUID();
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(this.pathOf(key), bytes, { mode: 0o600, flag: 'wx' });
    return key;
  }

  open(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error('Invalid CV storage key');
    return join(this.dir, key);
  }
}
