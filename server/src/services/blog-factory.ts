import type { Theme } from '@dash/shared-contracts';
import { randomToken, uuid as randomUuid } from '../lib/crypto';
import { avatarSvg, colorsFor, storeAvatar } from '../lib/images';
import { nowSeconds } from '../lib/time';
import { DEFAULT_THEME } from '../mappers/blog';
import { insertBlog, setBlogAvatar } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';

export interface NewBlogInput {
  ownerId: number;
  name: string;
  title?: string;
  description?: string;
  theme?: Partial<Theme>;
  uuid?: string;
  mentionKey?: string;
  asks?: boolean;
  anonymousAsks?: boolean;
  canReceiveMessages?: boolean;
  createdAt?: number;
}

export async function createBlog(db: Executor, input: NewBlogInput): Promise<number> {
  return insertBlog(db, {
    uuid: input.uuid ?? `t:${randomUuid()}`,
    name: input.name,
    title: input.title ?? input.name,
    description: input.description ?? '',
    avatar: null,
    theme: JSON.stringify({ ...DEFAULT_THEME, ...input.theme }),
    owner_user_id: input.ownerId,
    asks: input.asks === false ? 0 : 1,
    anonymous_asks: input.anonymousAsks === false ? 0 : 1,
    can_receive_messages: input.canReceiveMessages === false ? 0 : 1,
    mention_key: input.mentionKey ?? randomToken(12),
    created_at: input.createdAt ?? nowSeconds(),
  });
}

/** Renders the blog's generated avatar into MEDIA_DIR and records it. */
export async function giveAvatar(
  db: Executor,
  mediaDir: string,
  blog: { id: number; name: string; uuid: string },
  svg?: string,
): Promise<void> {
  const [from, to] = colorsFor(blog.name);
  const rel = `avatars/${blog.uuid.replace(/[^a-zA-Z0-9-]/g, '')}`;
  await storeAvatar(mediaDir, rel, svg ?? avatarSvg(blog.name, from, to));
  await setBlogAvatar(db, blog.id, rel);
}
