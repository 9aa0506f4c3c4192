import {
  BlockAddRequestSchema,
  BlockRemoveRequestSchema,
  PromoteRequestSchema,
  ReplyRequestSchema,
  UnpromoteRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/app/auth';
import { promote, unpromote } from '../../services/actions/promote';
import { reply } from '../../services/actions/reply';
import { addBlock, removeBlock } from '../../services/blocks';

/** /svc/reply, /svc/promote, /svc/unpromote, /svc/block/add and /svc/block/remove. */
export default async function svcActionRoutes(app: FastifyInstance) {
  app.post('/svc/reply', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: ReplyRequestSchema });
    return ok(await reply(app.db, auth, body));
  });
  app.post('/svc/promote', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: PromoteRequestSchema });
    return ok(await promote(app.db, auth, body));
  });
  app.post('/svc/unpromote', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: UnpromoteRequestSchema });
    return ok(await unpromote(app.db, auth, body));
  });
  app.post('/svc/block/add', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: BlockAddRequestSchema });
    return ok(await addBlock(app.db, auth, body));
  });
  app.post('/svc/block/remove', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: BlockRemoveRequestSchema });
    return ok(await removeBlock(app.db, auth, body));
  });
}
