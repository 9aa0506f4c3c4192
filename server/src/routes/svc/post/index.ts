import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/app/auth';
import { loadFeed } from '../../../services/feed';
import { savePost } from '../../../services/post-form/save-post';
import type { Body } from '../../../services/post-form/read-form';
import { askQuestion } from '../../../services/ask';
import { deleteOwnPost, fetchPostForForm } from '../../../services/post-actions';

const asBody = (body: unknown): Body => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});

export default async function postRoutes(app: FastifyInstance) {
  app.post('/svc/post/update', async (request) => ok(await savePost(app, requireAuth(request), asBody(request.body))));

  app.post('/svc/post/fetch', async (request) => ok(await fetchPostForForm(app.db, requireAuth(request), asBody(request.body))));

  app.post('/svc/post/delete', async (request) => ok(await deleteOwnPost(app.db, requireAuth(request), asBody(request.body))));

  app.post('/svc/post/ask', async (request) => ok(await askQuestion(app.db, requireAuth(request), asBody(request.body))));

  app.get<{ Params: { page: string; direction: string; ref: string }; Querystring: { tag?: string } }>(
    '/svc/post/:page/:direction/:ref',
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { page, direction, ref } = request.params;
      return ok(await loadFeed(app.db, request.auth, { page, direction, ref, tag: request.query.tag }));
    },
  );
}
