import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@dash/shared-contracts';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

// Off by default; routes opt in through `config.rateLimit` (login).
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, ERROR_CODES.rateLimited, 'Too many attempts. Wait a minute and try again.'),
    });
  },
  { name: 'rate-limit' },
);
