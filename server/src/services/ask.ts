import type { AskResponse, ParsedAskRequest } from '@dash/shared-contracts';
import { forbidden, notFound } from '../lib/app-error';
import { randomToken } from '../lib/crypto';
import { plainText } from '../lib/sanitize';
import { nowSeconds } from '../lib/time';
import { findBlogByNameOrId } from '../repositories/blogs';
import { userBlocksBlog } from '../repositories/blocks';
import type { Executor } from '../repositories/executor';
import { insertPost } from '../repositories/posts';
import { insertNotification } from '../repositories/social';
import type { Auth } from '../types/fastify';
import { assertNotBlockedBy } from './blocks';
import { currentBlogOf } from './current-blog';
import { assertBlogMayAct, canSeeBlog } from './moderation/blog-access';

/** The blog rules of an ask (spec 3 §5, §6), in the words the ask form's error bar shows. */
export const ASK_REFUSALS = {
  missing: "That blog doesn't exist.",
  ownBlog: "You can't ask your own blog a question.",
  asksOff: "This blog isn't taking questions.",
  youBlocked: "You've blocked this blog. Unblock it to ask it anything.",
  anonymousOff: "This blog doesn't take anonymous questions.",
} as const;

/**
 * POST /svc/post/ask. The request schema has already checked the question (empty, over 500, links)
 * and stripped its newlines; here are the rules that need the database: the blog exists, is not one
 * of the asker's own, takes questions (and anonymous ones when asked so), and no block stands
 * between them either way. The question becomes an "answer" post in the recipient's blog, state
 * "unapproved" (it counts in unread_count and shows in the recipient's inbox), naming the asker's
 * current blog unless anonymous, with an "ask" notification for the recipient's activity.
 */
export async function askQuestion(db: Executor, auth: Auth, request: ParsedAskRequest): Promise<AskResponse> {
  const recipient = await findBlogByNameOrId(db, request.recipient);
  if (!recipient || !canSeeBlog(auth, recipient)) throw notFound(ASK_REFUSALS.missing);
  if (recipient.owner_user_id === auth.user.id) throw forbidden(ASK_REFUSALS.ownBlog);
  if (!recipient.asks) throw forbidden(ASK_REFUSALS.asksOff);
  await assertNotBlockedBy(db, recipient.id, auth, 'ask');
  if (await userBlocksBlog(db, auth.user.id, recipient.id)) throw forbidden(ASK_REFUSALS.youBlocked);
  if (request.anonymous && !recipient.anonymous_asks) throw forbidden(ASK_REFUSALS.anonymousOff);
  const question = plainText(request.question);
  // The acting blog asks, even anonymously: a suspended or uniblocked one may not.
  const acting = await currentBlogOf(db, auth);
  assertBlogMayAct(acting, 'ask', true);
  const asker = request.anonymous ? null : acting;
  const now = nowSeconds();
  await db.transaction().execute(async (trx) => {
    const id = await insertPost(
      trx,
      {
        blog_id: recipient.id,
        type: 'answer',
        state: 'unapproved',
        format: 'rich',
        content: JSON.stringify({ question }),
        tags: '[]',
        slug: '',
        created_at: now,
        updated_at: now,
        timestamp: now,
        publish_on: null,
        root_id: null,
        reblog_key: randomToken(6),
        reblogged_from_post_id: null,
        reblogged_from_blog_id: null,
        trail: '[]',
        source_url: null,
        asking_blog_id: asker?.id ?? null,
      },
      [],
    );
    await insertNotification(trx, {
      blog_id: recipient.id,
      type: 'ask',
      from_blog_id: asker?.id ?? null,
      post_id: id,
      created_at: now,
    });
  });
  return { sent: true, recipient: recipient.name, anonymous: request.anonymous };
}
