import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import qs from 'node:querystring';

// Spec mutations are form-encoded with bracketed names (post[one], images[o1]); keep the flat keys
// exactly as sent and let each route read the fields it knows.
export default fp(
  async (app) => {
    await app.register(formbody, { parser: (body) => qs.parse(body) });
  },
  { name: 'formbody' },
);
