import {
  EmailTumblelogRequestSchema,
  FacebookStatusRequestSchema,
  ShareNetworkParamsSchema,
  ShareParamsSchema,
  ShareSendRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { blogMailRateLimit, shareRateLimit } from '../../plugins/external/rate-limit';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/app/auth';
import { facebookStatus } from '../../services/connections';
import { shareData } from '../../services/share-data';
import { emailBlog, sendShare, type ShareDeps } from '../../services/share-send';

export default async function shareRoutes(app: FastifyInstance) {
  const deps: ShareDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const handler = async (request: FastifyRequest) => {
    const { params } = parseRequest(request, { params: ShareParamsSchema });
    return ok(await shareData(app.db, request.auth ?? null, app.config.publicUrl, params.name, params.id.trim()));
  };
  app.get('/svc/post/share/:name/:id', handler);
  app.post('/svc/post/share/:name/:id', handler);

  app.post('/svc/share/:network', { config: { rateLimit: shareRateLimit } }, async (request) => {
    const { params, body } = parseRequest(request, { params: ShareNetworkParamsSchema, body: ShareSendRequestSchema });
    return ok(await sendShare(deps, request.auth ?? null, params.network, body));
  });

  // A blog shared by email: the email share's rules and hourly budget (its own count, the same size).
  app.post('/svc/email_tumblelog', { config: { rateLimit: blogMailRateLimit } }, async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: EmailTumblelogRequestSchema });
    return ok(await emailBlog(deps, auth, body));
  });

  app.post('/svc/facebook_status', async (request) => {
    const auth = requireAuth(request);
    parseRequest(request, { body: FacebookStatusRequestSchema });
    return ok(await facebookStatus(app.db, auth));
  });
}
