import { LIMITS } from '@dash/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/app-error';
import { requireAuth } from '../plugins/app/auth';
import { str, truthy, type Body } from './post-form/read-form';
import { shareData } from './share-data';

const NETWORKS = ['email', 'twitter', 'facebook', 'pinterest', 'reddit'] as const;
const URL_TOKEN = '[URL]';
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,20}$/i;

/**
 * POST /svc/share/{network}. Email goes through the mailer (outbox, or SMTP when configured); the
 * external networks cannot be reached from here, so the share is recorded in the outbox.
 */
export async function sendShare(app: FastifyInstance, request: FastifyRequest, network: string, body: Body) {
  const net = NETWORKS.find((n) => n === network);
  if (!net) throw badRequest('Unknown share network.');
  // Mail goes to any address with the sender's words: only a signed-in user may send it (rate limited per
  // user in the route), or the server is an open relay. The other networks only record the share.
  // A fallback share (the mail-client link, a popup) only records that it happened.
  const fallback = truthy(body, 'share_fallback');
  if (net === 'email' && !fallback) requireAuth(request);
  const { share_popover_data: data } = await shareData(
    app.db,
    request,
    app.config.publicUrl,
    str(body, 'tumblelog_name'),
    str(body, 'post_id'),
  );
  if (data.is_private) throw badRequest("Private posts can't be shared.");
  const message = str(body, 'message').trim();
  if (message.length > LIMITS.shareMessageMax) throw badRequest(`Messages can be at most ${LIMITS.shareMessageMax} characters.`);
  const from = request.auth?.user.name ?? 'Someone';
  if (net === 'email' && !fallback) {
    const to = str(body, 'email_address').trim();
    if (!to || to.length > LIMITS.shareEmailMax || !EMAIL.test(to)) throw badRequest('Enter a valid email address.');
    const replyTo = truthy(body, 'allow_reply_to') && request.auth ? request.auth.user.email : null;
    await app.mailer.send({
      kind: 'share:email',
      to,
      subject: `${from} shared a post from ${data.tumblelog_name} with you`,
      text: `${message ? `${message}\n\n` : ''}${data.post_url}`,
      meta: { post_id: data.post_id, reply_to: replyTo },
    });
  } else {
    await app.mailer.send({
      kind: `share:${net}`,
      to: null,
      subject: `Shared to ${net}`,
      // A tweet written in the panel places the link with its "[URL]" token.
      text: message.includes(URL_TOKEN)
        ? message.split(URL_TOKEN).join(data.post_tiny_url)
        : `${message ? `${message} ` : ''}${data.post_tiny_url}`,
      meta: { post_id: data.post_id, fallback, user: request.auth?.user.name ?? null },
    });
  }
  return { shared: true, network: net };
}
