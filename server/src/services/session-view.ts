import type { Flags, Session } from '@dash/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toOwnBlog } from '../mappers/blog';
import { toUser } from '../mappers/user';
import { formKeyFor } from '../plugins/app/form-key';
import { listBlogsByOwner } from '../repositories/blogs';
import { unreadMessagesByBlog } from '../repositories/conversations';
import { currentBlogOf } from './current-blog';

const MOBILE_UA = /Mobi|Android|iPhone|iPod/i;

export function flagsFor(request: FastifyRequest): Flags {
  return {
    is_logged_in: Boolean(request.auth),
    is_mobile_handset: MOBILE_UA.test(request.headers['user-agent'] ?? ''),
    responsive_help_docs: false,
    indash_blogs: true,
    ask_form: true,
    pride_logo: false,
    dashboard_refresh: true,
    mobile_web_search_filter: true,
  };
}

/** The Session object of the bootstrap and of GET /svc/session. */
export async function buildSession(app: FastifyInstance, request: FastifyRequest): Promise<Session> {
  const form_key = formKeyFor(app.secret, request);
  const flags = flagsFor(request);
  const auth = request.auth;
  if (!auth) return { logged_in: false, user: null, blogs: [], current_blog: null, form_key, flags };
  const blogs = await listBlogsByOwner(app.db, auth.user.id);
  const unread = await unreadMessagesByBlog(
    app.db,
    blogs.map((b) => b.id),
  );
  const current = await currentBlogOf(app.db, auth);
  const primary = blogs.find((b) => b.id === auth.user.primary_blog_id) ?? blogs[0];
  return {
    logged_in: true,
    user: toUser(auth.user, primary?.name ?? ''),
    blogs: blogs.map((b) => toOwnBlog(b, { is_primary: b.id === primary?.id, unread_messages_count: unread.get(b.id) ?? 0 })),
    current_blog: current.name,
    form_key,
    flags,
    messaging: app.config.messaging,
  };
}
