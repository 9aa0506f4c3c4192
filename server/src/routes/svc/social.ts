import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { requireAuth } from '../../plugins/app/auth';
import { str, type Body } from '../../services/post-form/read-form';
import { setFollow, setLike, setSubscription } from '../../services/social-actions';

const body = (b: unknown): Body => (b && typeof b === 'object' ? (b as Body) : {});

/** /svc/like, /svc/unlike, /svc/follow, /svc/unfollow and /svc/blog/{name}/subscription. */
export default async function socialRoutes(app: FastifyInstance) {
  app.post('/svc/like', async (request) => ok(await setLike(app.db, requireAuth(request), str(body(request.body), 'id'), true)));
  app.post('/svc/unlike', async (request) =>
    ok(await setLike(app.db, requireAuth(request), str(body(request.body), 'id'), false)),
  );
  app.post('/svc/follow', async (request) =>
    ok(await setFollow(app.db, requireAuth(request), str(body(request.body), 'tumblelog'), true)),
  );
  app.post('/svc/unfollow', async (request) =>
    ok(await setFollow(app.db, requireAuth(request), str(body(request.body), 'tumblelog'), false)),
  );
  app.post<{ Params: { name: string } }>('/svc/blog/:name/subscription', async (request) =>
    ok(await setSubscription(app.db, requireAuth(request), request.params.name, true)),
  );
  app.delete<{ Params: { name: string } }>('/svc/blog/:name/subscription', async (request) =>
    ok(await setSubscription(app.db, requireAuth(request), request.params.name, false)),
  );
}
