import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { requireAuth } from '../../plugins/app/auth';
import { promote, unpromote } from '../../services/actions/promote';
import { reply } from '../../services/actions/reply';
import { addBlock, removeBlock } from '../../services/blocks';
import { asBody } from '../../services/post-form/read-form';

/** /svc/reply, /svc/promote, /svc/unpromote, /svc/block/add and /svc/block/remove. */
export default async function svcActionRoutes(app: FastifyInstance) {
  app.post('/svc/reply', async (request) => ok(await reply(app.db, requireAuth(request), asBody(request.body))));
  app.post('/svc/promote', async (request) => ok(await promote(app.db, requireAuth(request), asBody(request.body))));
  app.post('/svc/unpromote', async (request) => ok(await unpromote(app.db, requireAuth(request), asBody(request.body))));
  app.post('/svc/block/add', async (request) => ok(await addBlock(app.db, requireAuth(request), asBody(request.body))));
  app.post('/svc/block/remove', async (request) => ok(await removeBlock(app.db, requireAuth(request), asBody(request.body))));
}
