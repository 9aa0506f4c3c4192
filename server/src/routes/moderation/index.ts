import {
  API_ROUTES,
  MODERATION_FLAGS,
  ModerationParamsSchema,
  ModerationToggleRequestSchema,
  type ModerationFlag,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/app/auth';
import { moderationState, toggleModeration } from '../../services/moderation/toggle';

/**
 * Moderation (spec 1 §6, §7; server/README.md "Moderation"): POST /spam/toggle, /nsfw/toggle,
 * /adult/toggle, /uniblock/toggle, /suspended/toggle `{ tumblelog }` and GET /svc/moderation/{name},
 * for admins only. The login first (401), then the request (400), then the admin role (403).
 */
export default async function moderationRoutes(app: FastifyInstance) {
  const toggle = (flag: ModerationFlag) =>
    app.post(API_ROUTES.moderationToggle(flag), async (request) => {
      const auth = requireAuth(request);
      const { body } = parseRequest(request, { body: ModerationToggleRequestSchema });
      return ok(await toggleModeration(app.db, auth, flag, (body.tumblelog ?? '').trim()));
    });
  for (const flag of MODERATION_FLAGS) toggle(flag);

  app.get('/svc/moderation/:name', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = requireAuth(request);
    const { params } = parseRequest(request, { params: ModerationParamsSchema });
    return ok(await moderationState(app.db, auth, params.name));
  });
}
