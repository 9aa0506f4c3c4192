import { API_ROUTES, DeletePostVersionQuerySchema, PostVersionsQuerySchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { deleteVersion, postVersions } from '../../../services/post-versions';

/** /svc/post/versions: a post's earlier versions (issue 13 "Edit history"); the owner deletes them. */
export default async function postVersionsRoutes(app: FastifyInstance) {
  app.get(API_ROUTES.postVersions, async (request) => {
    const { query } = parseRequest(request, { query: PostVersionsQuerySchema });
    return ok(await postVersions(app.db, request.auth ?? null, query));
  });

  app.delete(API_ROUTES.postVersions, async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: DeletePostVersionQuerySchema });
    return ok(await deleteVersion(app.db, auth, query));
  });
}
