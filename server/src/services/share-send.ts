import { LIMITS, type EmailTumblelogRequestSchema, type ShareSendRequestSchema } from '@dash/shared-contracts';
import type { z } from 'zod';
import { badRequest, notFound, unauthenticated } from '../lib/app-error';
import { findBlogByName } from '../repositories/blogs';
import { findConnections } from '../repositories/connections';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import type { Mailer } from './mailer';
import { canSeeBlog } from './moderation/blog-access';
import { shareData } from './share-data';

const NETWORKS = ['email', 'twitter', 'facebook', 'pinterest', 'reddit'] as const;
const URL_TOKEN = '[URL]';
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,20}$/i;
const truthy = (value: string | undefined) => ['1', 'true', 'on', 'yes'].includes((value ?? '').toLowerCase());

/** What sharing needs: the database, the mailer and the configured PUBLIC_URL (never the request's Host). */
export interface ShareDeps {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
}

/** The email share's rules (both forms: a post and a blog): the message's length, the address. */
function readMail(
  body: { message?: string | undefined; email_address?: string | undefined; allow_reply_to?: string | undefined },
  auth: Auth,
) {
  const message = (body.message ?? '').trim();
  if (message.length > LIMITS.shareMessageMax)
    throw badRequest(`Messages can be at most ${LIMITS.shareMessageMax} characters.`, 'message');
  const to = (body.email_address ?? '').trim();
  if (!to || to.length > LIMITS.shareEmailMax || !EMAIL.test(to))
    throw badRequest('Enter a valid email address.', 'email_address');
  return { message, to, replyTo: truthy(body.allow_reply_to) ? auth.user.email : null };
}

/**
 * POST /svc/share/{network}. Email goes through the mailer (outbox, or SMTP when configured); the
 * external networks cannot be reached from here, so the share is recorded in the outbox (with the
 * connected account's name when the user has one: the subview posts as it).
 */
export async function sendShare(
  deps: ShareDeps,
  auth: Auth | null,
  network: string,
  body: z.output<typeof ShareSendRequestSchema>,
) {
  const net = NETWORKS.find((n) => n === network);
  if (!net) throw badRequest('Unknown share network.');
  // Mail goes to any address with the sender's words: only a signed-in user may send it (rate limited per
  // user in the route), or the server is an open relay. The other networks, and a fallback share (the
  // mail-client link, a popup), only record that it happened.
  const fallback = truthy(body.share_fallback);
  if (net === 'email' && !fallback && !auth) throw unauthenticated();
  const { share_popover_data: data } = await shareData(
    deps.db,
    auth,
    deps.publicUrl,
    body.tumblelog_name ?? '',
    (body.post_id ?? '').trim(),
  );
  if (data.is_private) throw badRequest("Private posts can't be shared.");
  const from = auth?.user.name ?? 'Someone';
  if (net === 'email' && !fallback && auth) {
    const mail = readMail(body, auth);
    await deps.mailer.send({
      kind: 'share:email',
      to: mail.to,
      subject: `${from} shared a post from ${data.tumblelog_name} with you`,
      text: `${mail.message ? `${mail.message}\n\n` : ''}${data.post_url}`,
      replyTo: mail.replyTo,
      meta: { post_id: data.post_id, user: from },
    });
    return { shared: true, network: net };
  }
  const message = (body.message ?? '').trim();
  if (message.length > LIMITS.shareMessageMax)
    throw badRequest(`Messages can be at most ${LIMITS.shareMessageMax} characters.`, 'message');
  const connections = auth ? await findConnections(deps.db, auth.user.id) : null;
  const account = net === 'twitter' ? connections?.twitter_username : net === 'facebook' ? connections?.facebook_name : null;
  await deps.mailer.send({
    kind: `share:${net}`,
    to: null,
    subject: account ? `Shared to ${net} as ${account}` : `Shared to ${net}`,
    // A tweet written in the panel places the link with its "[URL]" token.
    text: message.includes(URL_TOKEN)
      ? message.split(URL_TOKEN).join(data.post_tiny_url)
      : `${message ? `${message} ` : ''}${data.post_tiny_url}`,
    meta: { post_id: data.post_id, fallback, user: auth?.user.name ?? null, account: account ?? null },
  });
  return { shared: true, network: net };
}

/**
 * POST /svc/email_tumblelog: a blog shared by email, with the email share's rules (a signed-in sender,
 * the address and message rules, the reply-to switch; the route gives it the same hourly budget).
 */
export async function emailBlog(deps: ShareDeps, auth: Auth, body: z.output<typeof EmailTumblelogRequestSchema>) {
  const blog = await findBlogByName(deps.db, (body.tumblelog_name ?? '').trim());
  if (!blog || !canSeeBlog(auth, blog)) throw notFound("That blog doesn't exist anymore.");
  const mail = readMail(body, auth);
  const url = `${deps.publicUrl}/blog/${encodeURIComponent(blog.name)}`;
  await deps.mailer.send({
    kind: 'share:blog-email',
    to: mail.to,
    subject: `${auth.user.name} shared ${blog.title || blog.name} with you`,
    text: `${mail.message ? `${mail.message}\n\n` : ''}${url}`,
    replyTo: mail.replyTo,
    meta: { tumblelog_name: blog.name, user: auth.user.name },
  });
  return { shared: true };
}
