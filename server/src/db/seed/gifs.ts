import sharp from 'sharp';
import type { Photo } from '@dash/shared-contracts';
import { writeMediaFile } from '../../lib/images';
import type { Random } from '../../lib/prng';
import { DAY_SECONDS } from '../../lib/time';
import type { Executor } from '../../repositories/executor';
import { photoFromMedia } from '../../services/post-form/resolve-media';
import { seedPost } from './posts';
import { FRAMES, frameSvg, H, PLANS, W, type GifPlan } from './gif-plans';

/** Renders one animated GIF (8 frames drawn from SVG) into MEDIA_DIR and records it as media. */
async function renderGif(db: Executor, mediaDir: string, plan: GifPlan, n: number, now: number): Promise<Photo> {
  const frames = await Promise.all(
    Array.from({ length: FRAMES }, (_, i) =>
      sharp(Buffer.from(frameSvg(plan, i)))
        .png()
        .toBuffer(),
    ),
  );
  const gif = await sharp(frames, { join: { animated: true } })
    .gif({ delay: Array.from({ length: FRAMES }, () => 120), loop: 0 })
    .toBuffer();
  const rel = `demo/gif-${String(n).padStart(2, '0')}.gif`;
  await writeMediaFile(mediaDir, rel, gif);
  const row = await db
    .insertInto('media')
    .values({
      owner_user_id: null,
      kind: 'image',
      path: rel,
      mime: 'image/gif',
      width: W,
      height: H,
      sizes: JSON.stringify([{ path: rel, width: W, height: H }]),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return photoFromMedia(row);
}

/** About twelve animated GIF photo posts by several demo blogs, for the GIF search. */
export async function seedGifPosts(
  db: Executor,
  mediaDir: string,
  random: Random,
  blogs: readonly { id: number; name: string }[],
  now: number,
): Promise<number> {
  let count = 0;
  for (const [n, plan] of PLANS.entries()) {
    const blog = blogs.find((b) => b.name === plan.blog);
    if (!blog) continue;
    const photo = await renderGif(db, mediaDir, plan, n + 1, now);
    await seedPost(db, random, {
      blogId: blog.id,
      type: 'photo',
      content: { photos: [{ ...photo, alt: plan.alt ?? '' }], layout: '1', caption: `<p>${plan.caption}</p>` },
      tags: plan.tags,
      timestamp: now - random.int(3600, 20 * DAY_SECONDS),
    });
    count++;
  }
  return count;
}

/** A submission waiting in alex's inbox: an unapproved text post, asking_blog_id = the submitter. */
export async function seedSubmission(
  db: Executor,
  random: Random,
  toBlogId: number,
  fromBlogId: number,
  now: number,
): Promise<number> {
  await seedPost(db, random, {
    blogId: toBlogId,
    type: 'text',
    state: 'unapproved',
    content: {
      title: 'Submission: my favourite bus stop',
      body: '<p>Thought you would like this one for the blog: the stop by the river with the tiled roof.</p>',
    },
    tags: ['submission'],
    timestamp: now - 7200,
    askingBlogId: fromBlogId,
  });
  return 1;
}
