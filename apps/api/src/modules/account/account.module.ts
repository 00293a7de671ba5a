import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClockModule } from '../../common/clock/clock.module';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { MailModule } from '../mail/mail.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { NotifierModule } from '../notifications/notifier.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { AddressRow } from './address.entity';
import { AddressesController } from './addresses.controller';
import { AddressesService } from './addresses.service';
import { AvatarService } from './avatar.service';
import { CustomerOrdersReader } from './customer-orders.reader';
import { FavouritesController } from './favourites.controller';
import { FavouritesService } from './favourites.service';
import { OrdersController } from './orders.controller';
import { PasswordChangeService } from './password-change.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { SecurityController } from './security.controller';
import { UserAvatar } from './user-avatar.entity';

/** The customer dashboard's api: profile and picture, addresses, security summary and password, orders, favourites. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AddressRow, UserAvatar]),
    ClockModule,
    SecurityLogModule,
    MailModule,
    UsersModule,
    SessionsModule,
    TwoFactorModule,
    NotifierModule,
    NewsletterModule,
  ],
  controllers: [ProfileController, AddressesController, SecurityController, OrdersController, FavouritesController],
  providers: [ProfileService, AvatarService, AddressesService, PasswordChangeService, CustomerOrdersReader, FavouritesService],
  exports: [AddressesService],
})
export class AccountModule {}
