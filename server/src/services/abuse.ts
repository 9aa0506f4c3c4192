import {
  ABUSE_DETAILS_REQUIRED,
  ABUSE_THANKS,
  type AbuseReportRequestSchema,
  type AbuseSubject,
  type AbuseSubjectKind,
  type AbuseSubjectQuerySchema,
} from '@dash/shared-contracts';
import type { z } from 'zod';
import { badRequest, notFound } from '../lib/app-error';
import { nowSeconds } from '../lib/time';
import { blogUrl } from '../mappers/blog';
import { postSummary, postUrl } from '../mappers/post';
import { findMessageForViewer, insertAbuseReport } from '../repositories/abuse-reports';
import { findBlogById, findBlogByName } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { canSeeBlog } from './moderation/blog-access';
import { visiblePostOr404 } from './post-access';

export const WHICH_SUBJECT = 'Say what you are reporting: a post, a blog or a message.';
export const OWN_SUBJECT = "That is yours: there's nothing to report.";
const GONE: Record<AbuseSubjectKind, string> = {
  post: "That post doesn't exist anymore.",
  blog: "That blog doesn't exist anymore.",
  message: "That message doesn't exist anymore.",
};

/** The page that shows a reported post or blog (a message has none: it lives in a conversation). */
export function abuseSubjectUrl(kind: AbuseSubjectKind, id: string, blogName: string | null): string | null {
  if (!blogName) return null;
  if (kind === 'post') return postUrl(blogName, id);
  if (kind === 'blog') return blogUrl(blogName);
  return null;
}

type SubjectQuery = z.output<typeof AbuseSubjectQuerySchema>;

function pick(query: SubjectQuery): { kind: AbuseSubjectKind; value: string } {
  const given = (['post', 'blog', 'message'] as const)
    .map((kind) => ({ kind, value: (query[kind] ?? '').trim() }))
    .filter((s) => s.value !== '');
  const [one] = given;
  if (given.length !== 1 || !one) throw badRequest(WHICH_SUBJECT);
  return one;
}

/**
 * What /abuse?post=|blog=|message= reports, only as far as the viewer may see it (anything else is the
 * same 404 as a missing one): a post visible to them, a blog they may see, a message of a conversation
 * they are in. `mine`: it is the viewer's own (the form says so instead of offering a report).
 */
export async function abuseSubject(db: Executor, auth: Auth, query: SubjectQuery): Promise<AbuseSubject> {
  const { kind, value } = pick(query);
  if (kind === 'post') {
    const post = await visiblePostOr404(db, auth, Number(value), GONE.post);
    const blog = await findBlogById(db, post.blog_id);
    if (!blog || !canSeeBlog(auth, blog)) throw notFound(GONE.post);
    const id = String(post.id);
    const summary = postSummary(post) || `A ${post.type} post`;
    return {
      kind,
      id,
      blog_name: blog.name,
      summary,
      url: abuseSubjectUrl(kind, id, blog.name),
      mine: blog.owner_user_id === auth.user.id,
    };
  }
  if (kind === 'blog') {
    const blog = await findBlogByName(db, value);
    if (!blog || !canSeeBlog(auth, blog)) throw notFound(GONE.blog);
    return {
      kind,
      id: blog.name,
      blog_name: blog.name,
      summary: blog.title || blog.name,
      url: abuseSubjectUrl(kind, blog.name, blog.name),
      mine: blog.owner_user_id === auth.user.id,
    };
  }
  const message = /^\d+$/.test(value) ? await findMessageForViewer(db, Number(value), auth.user.id) : undefined;
  if (!message) throw notFound(GONE.message);
  const summary =
    message.text?.trim() || (message.post_id ? 'A shared post' : message.type === 'IMAGE' ? 'An image' : 'A message');
  return {
    kind,
    id: String(message.id),
    blog_name: message.sender_name,
    summary,
    url: null,
    mine: message.sender_owner === auth.user.id,
  };
}

/** POST /svc/abuse: stores the report (a second report of the same thing by the same user changes nothing). */
export async function reportAbuse(db: Executor, auth: Auth, body: z.output<typeof AbuseReportRequestSchema>) {
  const subject = await abuseSubject(db, auth, body);
  if (subject.mine) throw badRequest(OWN_SUBJECT);
  const details = (body.details ?? '').trim();
  if (body.reason === 'other' && !details) throw badRequest(ABUSE_DETAILS_REQUIRED, 'details');
  await insertAbuseReport(db, {
    reporterUserId: auth.user.id,
    reporterName: auth.user.name,
    kind: subject.kind,
    subjectId: subject.id,
    blogName: subject.blog_name,
    excerpt: subject.summary.slice(0, 500),
    reason: body.reason,
    details,
    now: nowSeconds(),
  });
  return { reported: true as const, message: ABUSE_THANKS };
}
