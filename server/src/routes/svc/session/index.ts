import { CurrentBlogRequestSchema, EmptyRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { ensureAnonId, requireAuth } from '../../../plugins/app/auth';
import { setSessionBlog } from '../../../repositories/sessions';
import { ownBlogByName } from '../../../services/current-blog';
import { buildSession } from '../../../services/session-view';

export default async function sessionRoutes(app: FastifyInstance) {
  app.get('/svc/session', async (request, reply) => {
    parseRequest(request, { query: EmptyRequestSchema });
    ensureAnonId(request, reply);
    reply.header('Cache-Control', 'no-store');
    return ok(await buildSession(app, request));
  });

  app.post('/svc/session/current_blog', async (request) => {
    const auth = requireAuth(request);
    const { tumblelog } = parseRequest(request, { body: CurrentBlogRequestSchema }).body;
    const blog = await ownBlogByName(app.db, auth, tumblelog);
    await setSessionBlog(app.db, auth.session.id, blog.id);
    auth.session.current_blog_id = blog.id;
    return ok(await buildSession(app, request));
  });
}
