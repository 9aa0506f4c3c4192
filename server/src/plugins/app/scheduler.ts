import fp from 'fastify-plugin';
import { publishDuePosts } from '../../services/publish-due';

// Scheduled posts are published by an in-process timer that also runs at start, so posts that
// fell due while the server was down go out as soon as it is back.
export default fp(
  async (app) => {
    const run = async () => {
      try {
        await publishDuePosts(app.db);
      } catch (err) {
        app.log.error({ err }, 'publishing scheduled posts failed');
      }
    };
    app.addHook('onReady', run);
    if (app.config.schedulerIntervalMs > 0) {
      const timer = setInterval(() => void run(), app.config.schedulerIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'scheduler', dependencies: ['db'] },
);
