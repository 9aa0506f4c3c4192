import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  },
  { name: 'multipart' },
);
