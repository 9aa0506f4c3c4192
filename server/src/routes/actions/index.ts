import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { requireAuth } from '../../plugins/app/auth';
import { answerAsk } from '../../services/actions/answer';
import { fastReblog } from '../../services/actions/fast-reblog';
import { publishNow } from '../../services/actions/publish';
import { approveSubmission, denySubmission } from '../../services/actions/submissions';
import { asBody } from '../../services/post-form/read-form';

/** The spec 1 §7 post actions that live at the root: /fast_reblog, /publish, /answer, submissions. */
export default async function rootActionRoutes(app: FastifyInstance) {
  app.post('/fast_reblog', async (request) => ok(await fastReblog(app.db, requireAuth(request), asBody(request.body))));
  app.post('/publish', async (request) => ok(await publishNow(app.db, requireAuth(request), asBody(request.body))));
  app.post('/answer', async (request) => ok(await answerAsk(app.db, requireAuth(request), asBody(request.body))));
  app.post('/approve_submission', async (request) =>
    ok(await approveSubmission(app.db, requireAuth(request), asBody(request.body))),
  );
  app.post('/deny_submission', async (request) => ok(await denySubmission(app.db, requireAuth(request), asBody(request.body))));
}
