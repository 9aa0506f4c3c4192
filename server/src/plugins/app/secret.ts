import fp from 'fastify-plugin';
import { randomToken } from '../../lib/crypto';
import { getSetting, setSetting } from '../../repositories/settings';

// A random secret per database (kept in settings) so restarts keep form keys valid.
export default fp(
  async (app) => {
    let secret = app.config.sessionSecret ?? (await getSetting(app.db, 'session_secret'));
    if (!secret) {
      secret = randomToken(48);
      await setSetting(app.db, 'session_secret', secret);
    }
    app.decorate('secret', secret);
  },
  { name: 'secret', dependencies: ['db'] },
);
