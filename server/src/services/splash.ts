import type { PostContent, SplashResponse } from '@dash/shared-contracts';
import { parseJson } from '../lib/json';
import { toBlogRef } from '../mappers/blog';
import { postUrl } from '../mappers/post';
import { findBlogById } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { listSplashPhotoPosts } from '../repositories/splash';
import type { Auth } from '../types/fastify';
import { NSFW_TAGS } from './blog-search';

/** Photo posts read to find one with a photo (a post whose photos all failed has none). */
const CANDIDATES = 5;

/**
 * GET /svc/splash: the logged-out mobile drawer's picture (spec 3 §2): the first photo of the newest
 * public original photo post that is not tagged as not safe, with its blog. `splash` is null when
 * there is none.
 */
export async function splashFor(db: Executor, auth: Auth | null): Promise<SplashResponse> {
  const rows = await listSplashPhotoPosts(db, { viewerUserId: auth?.user.id ?? null, hiddenTags: NSFW_TAGS, limit: CANDIDATES });
  for (const row of rows) {
    const photo = parseJson<PostContent>(row.content, {}).photos?.[0];
    if (!photo) continue;
    const blog = await findBlogById(db, row.blog_id);
    if (!blog) continue;
    const ref = toBlogRef(blog);
    return {
      splash: {
        post_id: String(row.id),
        post_url: postUrl(ref.name, row.id),
        blog: ref,
        photo: { ...photo, alt: photo.alt ?? '' },
      },
    };
  }
  return { splash: null };
}
