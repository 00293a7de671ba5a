import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { detectImageType, type ImageType } from '@harman/contracts';
import sharp from 'sharp';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppError, NotFoundError } from '../../common/errors/app-error';
import { UserAvatar } from './user-avatar.entity';
import { avatarUrl } from './profile.service';

/** Decoding stops above this many pixels: a 30000×30000 'PNG bomb' is refused before it is inflated. */
const MAX_INPUT_PIXELS = 40_000_000;
const SIZE_PX = 512;

/**
 * Profile pictures (SECURITY S16): the content must be a JPEG or PNG by its magic bytes, must decode, and is
 * re-encoded (resized, orientation applied, every metadata block such as EXIF GPS dropped), so what is stored and
 * served is never the uploaded file. Stored in the database, served only to its owner.
 */
@Injectable()
export class AvatarService {
  constructor(
    @InjectRepository(UserAvatar) private readonly avatars: Repository<UserAvatar>,
    private readonly clock: Clock,
  ) {}

  async save(userId: string, upload: Buffer): Promise<{ avatarUrl: string }> {
    const type = detectImageType(upload);
    if (!type) throw new AppError(400, 'UNSUPPORTED_FILE_TYPE', 'Only JPEG and PNG images are accepted');
    const content = await reencode(upload, type);
    const updatedAt = this.clock.now();
    await this.avatars.upsert({ userId, content, contentType: type, updatedAt }, ['userId']);
    return { avatarUrl: avatarUrl(updatedAt) };
  }

  async remove(userId: string): Promise<void> {
    await this.avatars.delete({ userId });
  }

  async get(userId: string): Promise<UserAvatar> {
    const avatar = await this.avatars.findOneBy({ userId });
    if (!avatar) throw new NotFoundError();
    return avatar;
  }
}

async function reencode(upload: Buffer, type: ImageType): Promise<Buffer> {
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== (type === 'image/jpeg' ? 'jpeg' : 'png')) throw new Error('Content and decoder disagree');
    const resized = image.rotate().resize(SIZE_PX, SIZE_PX, { fit: 'cover', withoutEnlargement: true });
    return await (type === 'image/jpeg' ? resized.jpeg({ quality: 85, mozjpeg: true }) : resized.png({ compressionLevel: 9 })).toBuffer();
  } catch {
    throw new AppError(400, 'IMAGE_UNREADABLE', 'The image could not be read');
  }
}
