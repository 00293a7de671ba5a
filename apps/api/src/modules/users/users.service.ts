import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SessionUserInfo } from '@harman/contracts';
import type { Repository } from 'typeorm';
import { User } from './user.entity';

/** Reads of the user record shared by sign-in, the session and the dashboard. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async getById(id: string): Promise<User> {
    return this.users.findOneByOrFail({ id });
  }

  /** A rehash with current parameters: the password itself does not change. */
  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /** What the client may know about the signed-in user (an explicit field list: nothing secret slips in). */
  toSessionUser(user: User): SessionUserInfo {
    return {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
      totpEnabled: user.totpEnabledAt !== null,
    };
  }
}
