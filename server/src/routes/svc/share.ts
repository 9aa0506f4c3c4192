import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import type { Body } from '../../services/post-form/read-form';
import { shareData } from '../../services/share-data';
import { sendShare } from '../../services/share-send';

type Params = { name: string; id: string };

export default async function shareRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest<{ Params: Params }>) =>
    ok(await shareData(app.db, request, request.params.name, request.params.id));
  app.get<{ Params: Params }>('/svc/post/share/:name/:id', handler);
  app.post<{ Params: Params }>('/svc/post/share/:name/:id', handler);

  app.post<{ Params: { network: string } }>('/svc/share/:network', async (request) =>
    ok(await sendShare(app, request, request.params.network, (request.body ?? {}) as Body)),
  );
}
