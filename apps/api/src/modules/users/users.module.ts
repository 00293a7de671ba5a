import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { MailModule } from '../mail/mail.module';
import { AccountGuessBudget } from './account-guess-budget';
import { PasswordHasher } from './password-hasher';
import { Reauthentication } from './reauthentication';
import { User } from './user.entity';
import { UsersService } from './users.service';

/** The user record and password hashing, for sign-in, sign-up and the dashboard. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), RateLimitModule, SecurityLogModule, MailModule],
  providers: [UsersService, PasswordHasher, Reauthentication, AccountGuessBudget],
  exports: [UsersService, PasswordHasher, Reauthentication, AccountGuessBudget, TypeOrmModule],
})
export class UsersModule {}
