import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The re-encoded profile picture (never the uploaded bytes), served only to its owner. */
@Entity({ name: 'user_avatars' })
export class UserAvatar {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('bytea') content!: Buffer;
  @Column('text', { name: 'content_type' }) contentType!: 'image/jpeg' | 'image/png';
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
