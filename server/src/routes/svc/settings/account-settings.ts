import {
  API_ROUTES,
  ChangeEmailRequestSchema,
  ConnectionsRequestSchema,
  DeleteAccountRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { assertCurrentPassword } from '../../../services/account-safety/current-password';
import { removeAccount } from '../../../services/account-removal';
import { changeEmail } from '../../../services/account-settings';
import { endSession } from '../../../services/auth-session';
import { connectionsOf, saveConnections } from '../../../services/connections';
import { buildSession } from '../../../services/session-view';

/** /settings/account: the email address (with the password) and deleting the account. */
export default async function accountSettingsRoutes(app: FastifyInstance) {
  /** `{ email, password }` → `{ user }` with the new address, unverified; a link goes to it. */
  app.post('/svc/settings/account/email', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: ChangeEmailRequestSchema });
    return ok({ user: await changeEmail(app, auth, body) });
  });

  /** The connected accounts (issue 11 item 2): stored names, no network called. */
  app.get(API_ROUTES.connections, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(await connectionsOf(app.db, requireAuth(request)));
  });

  /** `{ twitter_username?, facebook_name? }` ('' removes one) → the connections as stored. */
  app.post(API_ROUTES.connections, async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: ConnectionsRequestSchema });
    return ok(await saveConnections(app.db, auth, body));
  });

  /** `{ password }` → the visitor Session: the account, its blogs and sessions are gone. */
  app.post('/svc/settings/account/delete', async (request, reply) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: DeleteAccountRequestSchema });
    await assertCurrentPassword(app.db, auth, body.password, 'password');
    await removeAccount(app.db, app.media.dir, auth.user.id);
    await endSession(app, request, reply);
    return ok(await buildSession(app, request));
  });
}
