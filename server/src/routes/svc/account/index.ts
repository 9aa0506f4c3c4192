import {
  ChangePasswordRequestSchema,
  CreateBlogRequestSchema,
  EmptyRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { changePassword, checkLogin, registerAccount } from '../../../services/accounts';
import { endSession, startSession } from '../../../services/auth-session';
import { addBlog } from '../../../services/new-blog';
import { buildSession } from '../../../services/session-view';

export default async function accountRoutes(app: FastifyInstance) {
  app.post('/svc/account/register', async (request, reply) => {
    const { body: input } = parseRequest(request, { body: RegisterRequestSchema });
    const { userId, blogId } = await registerAccount(app, input);
    await startSession(app, request, reply, userId, blogId);
    return ok(await buildSession(app, request));
  });

  app.post(
    '/svc/account/login',
    { config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { body: input } = parseRequest(request, { body: LoginRequestSchema });
      const user = await checkLogin(app.db, input.email, input.password);
      await startSession(app, request, reply, user.id, user.primary_blog_id);
      return ok(await buildSession(app, request));
    },
  );

  app.post('/svc/account/logout', async (request, reply) => {
    parseRequest(request, { body: EmptyRequestSchema });
    await endSession(app, request, reply);
    return ok(await buildSession(app, request));
  });

  app.post('/svc/account/password', async (request) => {
    const auth = requireAuth(request);
    const { body: input } = parseRequest(request, { body: ChangePasswordRequestSchema });
    await changePassword(app.db, auth, input.current_password, input.new_password);
    return ok({ changed: true });
  });

  /** `{ blog_name }` → the Session with the new blog (the acting blog stays as it was). */
  app.post('/svc/account/blogs', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: CreateBlogRequestSchema });
    await addBlog(app.db, app.media.dir, auth.user.id, body);
    return ok(await buildSession(app, request));
  });
}
