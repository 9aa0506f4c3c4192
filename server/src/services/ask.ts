import { LIMITS } from '@dash/shared-contracts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import { randomToken } from '../lib/crypto';
import { plainText } from '../lib/sanitize';
import { nowSeconds } from '../lib/time';
import { findBlogByNameOrId } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { insertPost } from '../repositories/posts';
import { insertNotification } from '../repositories/social';
import type { Auth } from '../types/fastify';
import { assertNotBlockedBy } from './blocks';
import { currentBlogOf } from './current-blog';
import { str, truthy, type Body } from './post-form/read-form';

// Spec 3 §5: a word followed by a known top-level domain, www., or an http(s) scheme.
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|io|co|me|info|biz|ly|tv|us|uk|de|fr|app|dev|xyz)\b)/i;

/**
 * POST /svc/post/ask: the question becomes an "answer" post in the recipient's blog, state
 * "unapproved", until the owner answers it (then it is published). It counts in unread_count.
 */
export async function askQuestion(db: Executor, auth: Auth, body: Body) {
  const recipient = await findBlogByNameOrId(db, str(body, 'recipient'));
  if (!recipient) throw notFound("That blog doesn't exist.");
  if (!recipient.asks) throw forbidden("This blog isn't taking questions.");
  await assertNotBlockedBy(db, recipient.id, auth, 'ask');
  const question = plainText(str(body, 'question').replace(/[\r\n]+/g, ' '));
  if (!question) throw badRequest('You need to enter a question!');
  if (question.length > LIMITS.askMax) throw badRequest(`Questions can be at most ${LIMITS.askMax} characters.`);
  if (LINK.test(question)) throw badRequest("Sorry, but please don't include links in questions.");
  const anonymous = truthy(body, 'anonymous');
  if (anonymous && !recipient.anonymous_asks) throw forbidden("This blog doesn't take anonymous questions.");
  const asker = await currentBlogOf(db, auth);
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
        asking_blog_id: anonymous ? null : asker.id,
      },
      [],
    );
    await insertNotification(trx, {
      blog_id: recipient.id,
      type: 'ask',
      from_blog_id: anonymous ? null : asker.id,
      post_id: id,
      created_at: now,
    });
  });
  return { sent: true, recipient: recipient.name };
}
