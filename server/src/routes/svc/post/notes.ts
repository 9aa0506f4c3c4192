import { NotesQuerySchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { postNotes } from '../../../services/notes';

/** GET /svc/post/notes: a post's notes (issue 10), for visitors too when the post is public. */
export default async function postNotesRoutes(app: FastifyInstance) {
  app.get('/svc/post/notes', async (request) => {
    const { query } = parseRequest(request, { query: NotesQuerySchema });
    return ok(await postNotes(app.db, request.auth ?? null, query));
  });
}
