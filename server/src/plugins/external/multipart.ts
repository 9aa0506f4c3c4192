import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../../lib/limits';

export default fp(
  async (app) => {
    // One byte over the largest kind so a file of exactly the limit is not cut (truncated = too big).
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 20 } });
  },
  { name: 'multipart' },
);
