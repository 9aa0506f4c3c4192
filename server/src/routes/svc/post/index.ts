import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/app/auth';
import { loadFeed } from '../../../services/feed';
import { savePost } from '../../../services/post-form/save-post';
import { asBody } from '../../../services/post-form/read-form';
import { videoData } from '../../../services/embed/video-data';
import { formBuilderData } from '../../../services/form-builder-data';
import { openGraph } from '../../../services/opengraph';
import { outsideFetchGuard } from '../../../services/outside-fetch-guard';
import { askQuestion } from '../../../services/ask';
import { deleteOwnPost, fetchPostForForm } from '../../../services/post-actions';

export default async function postRoutes(app: FastifyInstance) {
  app.post('/svc/post/update', async (request) => ok(await savePost(app, requireAuth(request), asBody(request.body))));

  app.post('/svc/post/fetch', async (request) => ok(await fetchPostForForm(app.db, requireAuth(request), asBody(request.body))));

  app.post('/svc/post/delete', async (request) => ok(await deleteOwnPost(app.db, requireAuth(request), asBody(request.body))));

  app.post('/svc/post/get_post_form_builder_data', async (request) => ok(await formBuilderData(app.db, requireAuth(request))));

  app.post('/svc/post/get_video_data', async (request) => {
    requireAuth(request);
    return ok(await videoData(app.db, `${request.protocol}://${request.host}`, asBody(request.body)));
  });

  app.post('/svc/post/opengraph', async (request) => {
    requireAuth(request);
    return ok(await openGraph(asBody(request.body), outsideFetchGuard(app)));
  });

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
