import fp from 'fastify-plugin';
import { randomToken } from '../../lib/crypto';
import { getOrInsertSetting } from '../../repositories/settings';

// A random secret per database (kept in settings) so restarts keep form keys valid. Several instances
// on one database (issue 12) use the same one: the first to insert it wins and the others read it back.
export default fp(
  async (app) => {
    const secret = app.config.sessionSecret ?? (await getOrInsertSetting(app.db, 'session_secret', randomToken(48)));
    app.decorate('secret', secret);
  },
  { name: 'secret', dependencies: ['db'] },
);
