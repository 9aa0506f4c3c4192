import {
  AskRequestSchema,
  EmptyRequestSchema,
  FeedParamsSchema,
  FeedQuerySchema,
  OpenGraphRequestSchema,
  PostDeleteRequestSchema,
  PostFetchRequestSchema,
  PostUpdateRequestSchema,
  VideoDataRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { loadFeed } from '../../../services/feed';
import { savePost } from '../../../services/post-form/save-post';
import { videoData } from '../../../services/embed/video-data';
import { formBuilderData } from '../../../services/form-builder-data';
import { openGraph } from '../../../services/opengraph';
import { outsideFetchGuard } from '../../../services/outside-fetch-guard';
import { askQuestion } from '../../../services/ask';
import { deleteOwnPost, fetchPostForForm } from '../../../services/post-actions';

export default async function postRoutes(app: FastifyInstance) {
  app.post('/svc/post/update', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: PostUpdateRequestSchema });
    return ok(await savePost(app, auth, body));
  });

  app.post('/svc/post/fetch', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: PostFetchRequestSchema });
    return ok(await fetchPostForForm(app.db, auth, body));
  });

  app.post('/svc/post/delete', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: PostDeleteRequestSchema });
    return ok(await deleteOwnPost(app.db, auth, body));
  });

  app.post('/svc/post/get_post_form_builder_data', async (request) => {
    const auth = requireAuth(request);
    parseRequest(request, { body: EmptyRequestSchema });
    return ok(await formBuilderData(app.db, auth));
  });

  app.post('/svc/post/get_video_data', async (request) => {
    requireAuth(request);
    const { body } = parseRequest(request, { body: VideoDataRequestSchema });
    return ok(await videoData(app.db, app.config.publicUrl, body));
  });

  app.post('/svc/post/opengraph', async (request) => {
    requireAuth(request);
    const { body } = parseRequest(request, { body: OpenGraphRequestSchema });
    return ok(await openGraph(body, outsideFetchGuard(app)));
  });

  app.post('/svc/post/ask', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: AskRequestSchema });
    return ok(await askQuestion(app.db, auth, body));
  });

  app.get('/svc/post/:page/:direction/:ref', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { params, query } = parseRequest(request, { params: FeedParamsSchema, query: FeedQuerySchema });
    return ok(await loadFeed(app.db, request.auth, { ...params, ref: params.ref.trim(), tag: query.tag }));
  });
}
