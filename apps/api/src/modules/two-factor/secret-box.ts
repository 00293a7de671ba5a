import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

const VERSION = 'v1';

/**
 * AES-256-GCM for TOTP seeds at rest, with a key that lives in the environment (AUTH_ENCRYPTION_KEY), not in the
 * database (ASVS 13.3.1): a copy of the database alone reveals no seed. Also derives the key that hashes recovery
 * codes, so those cannot be brute-forced from the database alone either.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;
  private readonly codeKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.auth.encryptionKey, Buffer.alloc(0), 'harman:totp-seed', 32));
    this.codeKey = Buffer.from(hkdfSync('sha256', config.auth.encryptionKey, Buffer.alloc(0), 'harman:recovery-code', 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || !body) throw new Error('Unreadable sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Keyed hash of a recovery code (normalised: upper case, no dash). */
  hashCode(code: string): string {
    return createHmac('sha256', this.codeKey).update(code.toUpperCase().replace(/-/g, ''), 'utf8').digest('hex');
  }
}
