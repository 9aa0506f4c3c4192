import { BlogNameParamsSchema, FollowingQuerySchema, FollowRequestSchema, LikeRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/app/auth';
import { followingPage } from '../../services/following';
import { setFollow, setLike, setSubscription } from '../../services/social-actions';

/** /svc/like, /svc/unlike, /svc/follow, /svc/unfollow, /svc/following and /svc/blog/{name}/subscription. */
export default async function socialRoutes(app: FastifyInstance) {
  const like = (on: boolean) => async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: LikeRequestSchema });
    return ok(await setLike(app.db, auth, (body.id ?? '').trim(), on));
  };
  const follow = (on: boolean) => async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: FollowRequestSchema });
    return ok(await setFollow(app.db, auth, body.tumblelog ?? '', on));
  };
  const subscribe = (on: boolean) => async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    const { params } = parseRequest(request, { params: BlogNameParamsSchema });
    return ok(await setSubscription(app.db, auth, params.name, on));
  };
  app.post('/svc/like', like(true));
  app.post('/svc/unlike', like(false));
  app.post('/svc/follow', follow(true));
  app.post('/svc/unfollow', follow(false));
  app.get('/svc/following', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: FollowingQuerySchema });
    return ok(await followingPage(app.db, auth, query));
  });
  app.post('/svc/blog/:name/subscription', subscribe(true));
  app.delete('/svc/blog/:name/subscription', subscribe(false));
}
