import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { joinFullName, splitFullName, type Profile, type UpdateProfileInput } from '@harman/contracts';
import type { Repository } from 'typeorm';
import { NewsletterService } from '../newsletter/newsletter.service';
import { User } from '../users/user.entity';
import { UserAvatar } from './user-avatar.entity';

/** The profile form's data: names, phone, birth date, bio, contact preferences and the picture's url. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserAvatar) private readonly avatars: Repository<UserAvatar>,
    private readonly newsletter: NewsletterService,
  ) {}

  async get(userId: string): Promise<Profile> {
    const user = await this.users.findOneByOrFail({ id: userId });
    const avatar = await this.avatars.findOne({ where: { userId }, select: { userId: true, updatedAt: true } });
    const { firstName, lastName } = splitFullName(user.fullName);
    return {
      firstName,
      lastName,
      email: user.email,
      phone: user.phone,
      dateOfBirth: user.dateOfBirth,
      bio: user.bio,
      // The box shows the list's truth: an unsubscribe link followed from a mail unticks it.
      preferences: { newsletter: await this.newsletter.isSubscribed(user.email), smsNotifications: user.smsNotifications, orderUpdates: user.orderUpdates },
      avatarUrl: avatar ? avatarUrl(avatar.updatedAt) : null,
      emailVerified: user.emailVerifiedAt !== null,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /**
 * Saved as the spec sends it: full_name = first and last joined by a space; empty optional fields as null. The
 * newsletter box subscribes or unsubscribes the account's address on the newsletter list.
 */
  async update(userId: string, input: UpdateProfileInput): Promise<Profile> {
    await this.users.update(
      { id: userId },
      {
        fullName: joinFullName(input),
        phone: input.phone || null,
        dateOfBirth: input.dateOfBirth || null,
        bio: input.bio || null,
        newsletter: input.preferences.newsletter,
        smsNotifications: input.preferences.smsNotifications,
        orderUpdates: input.preferences.orderUpdates,
      },
    );
    const user = await this.users.findOneByOrFail({ id: userId });
    await this.newsletter.setForAccount(user.email, user.language, input.preferences.newsletter);
    return this.get(userId);
  }
}

/** Same-origin, owner-only; the version makes a new picture bypass the browser's cache. */
export function avatarUrl(updatedAt: Date): string {
  return `/api/account/avatar?v=${updatedAt.getTime()}`;
}
