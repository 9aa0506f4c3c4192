import {
  AnswerRequestSchema,
  ApproveSubmissionRequestSchema,
  DenySubmissionRequestSchema,
  FastReblogRequestSchema,
  PublishRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/app/auth';
import { answerAsk } from '../../services/actions/answer';
import { fastReblog } from '../../services/actions/fast-reblog';
import { publishNow } from '../../services/actions/publish';
import { approveSubmission, denySubmission } from '../../services/actions/submissions';

/** The spec 1 §7 post actions that live at the root: /fast_reblog, /publish, /answer, submissions. */
export default async function rootActionRoutes(app: FastifyInstance) {
  app.post('/fast_reblog', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: FastReblogRequestSchema });
    return ok(await fastReblog(app.db, auth, body));
  });
  app.post('/publish', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: PublishRequestSchema });
    return ok(await publishNow(app.db, auth, body));
  });
  app.post('/answer', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: AnswerRequestSchema });
    return ok(await answerAsk(app.db, auth, body));
  });
  app.post('/approve_submission', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: ApproveSubmissionRequestSchema });
    return ok(await approveSubmission(app.db, auth, body));
  });
  app.post('/deny_submission', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: DenySubmissionRequestSchema });
    return ok(await denySubmission(app.db, auth, body));
  });
}
