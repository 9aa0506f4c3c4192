import { SwitchBlogRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { ensureAnonId, requireAuth } from '../../../plugins/app/auth';
import { setSessionBlog } from '../../../repositories/sessions';
import { ownBlogByName } from '../../../services/current-blog';
import { buildSession } from '../../../services/session-view';

export default async function sessionRoutes(app: FastifyInstance) {
  app.get('/svc/session', async (request, reply) => {
    ensureAnonId(request, reply);
    reply.header('Cache-Control', 'no-store');
    return ok(await buildSession(app, request));
  });

  app.post('/svc/session/current_blog', async (request) => {
    const auth = requireAuth(request);
    const { tumblelog } = SwitchBlogRequestSchema.parse(request.body ?? {});
    const blog = await ownBlogByName(app.db, auth, tumblelog);
    await setSessionBlog(app.db, auth.session.id, blog.id);
    auth.session.current_blog_id = blog.id;
    return ok(await buildSession(app, request));
  });
}
