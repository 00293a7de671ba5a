import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * argon2id with explicit parameters (OWASP / ASVS App. C: m = 19456 KiB, t = 2, p = 1 at least) and a 16-byte
 * random salt per hash. The parameters are read at each call from the configuration, and `needsRehash` tells
 * the sign-in to upgrade a hash made with older ones.
 */
@Injectable()
export class PasswordHasher {
  /** How many verifications ran: the lockout's race test reads it to prove attempts are reserved first. */
  verifications = 0;
  private dummy: Promise<string> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    const { memoryKib, timeCost, parallelism } = this.config.auth.argon2;
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: memoryKib,
      timeCost,
      parallelism,
      hashLength: 32,
    });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    this.verifications += 1;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends what a real verification would, for an address with no account, so the answer's timing does not
   * tell whether the account exists (SECURITY S4).
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('harman-dummy-password-for-timing');
    await this.verify(await this.dummy, password);
    return false;
  }

  needsRehash(hash: string): boolean {
    const { memoryKib, timeCost, parallelism } = this.config.auth.argon2;
    if (!hash.startsWith('$argon2id$')) return true;
    return argon2.needsRehash(hash, { memoryCost: memoryKib, timeCost, parallelism });
  }
}
