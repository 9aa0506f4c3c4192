import cors from '@fastify/cors';
import fp from 'fastify-plugin';

// Only deployed remotes and media are cross-origin resources; the API stays same-origin.
const PUBLIC_PREFIXES = ['/mfe/', '/media/'];

export default fp(
  async (app) => {
    await app.register(cors, {
      hideOptionsRoute: true,
      delegator: (req, cb) => {
        const url = req.url ?? '';
        cb(null, PUBLIC_PREFIXES.some((p) => url.startsWith(p)) ? { origin: '*', methods: ['GET', 'HEAD'] } : { origin: false });
      },
    });
  },
  { name: 'cors' },
);
