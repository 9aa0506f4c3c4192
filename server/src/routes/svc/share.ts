import { ShareNetworkParamsSchema, ShareParamsSchema, ShareSendRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { shareRateLimit } from '../../plugins/external/rate-limit';
import { parseRequest } from '../../lib/validate';
import { shareData } from '../../services/share-data';
import { sendShare } from '../../services/share-send';

export default async function shareRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest) => {
    const { params } = parseRequest(request, { params: ShareParamsSchema });
    return ok(await shareData(app.db, request, app.config.publicUrl, params.name, params.id.trim()));
  };
  app.get('/svc/post/share/:name/:id', handler);
  app.post('/svc/post/share/:name/:id', handler);

  app.post('/svc/share/:network', { config: { rateLimit: shareRateLimit } }, async (request) => {
    const { params, body } = parseRequest(request, { params: ShareNetworkParamsSchema, body: ShareSendRequestSchema });
    return ok(await sendShare(app, request, params.network, body));
  });
}
