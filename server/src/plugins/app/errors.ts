import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { ERROR_CODES } from '@dash/shared-contracts';
import { AppError, GENERIC_5XX } from '../../lib/app-error';
import { errorEnvelope } from '../../lib/envelope';

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message: string;
  validation?: unknown;
}

/** One error handler: every failure leaves as the envelope, and 5xx never shows internals. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof AppError) {
        const item = { code: error.code, detail: error.message, ...(error.field ? { field: error.field } : {}) };
        return reply.status(error.statusCode).send(errorEnvelope(error.statusCode, [item]));
      }
      if (error instanceof ZodError) {
        const first = error.issues[0];
        const field = first?.path.join('.') || undefined;
        return reply
          .status(400)
          .send(
            errorEnvelope(400, [
              { code: ERROR_CODES.validation, detail: first?.message ?? 'Invalid request.', ...(field ? { field } : {}) },
            ]),
          );
      }
      const err = error as FastifyLikeError;
      const status = err.statusCode ?? 500;
      if (status === 413) {
        return reply
          .status(413)
          .send(errorEnvelope(413, [{ code: ERROR_CODES.payloadTooLarge, detail: 'That is too large to send.' }]));
      }
      if (status === 429) {
        return reply
          .status(429)
          .send(
            errorEnvelope(429, [{ code: ERROR_CODES.rateLimited, detail: 'Too many attempts. Wait a minute and try again.' }]),
          );
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, unsupported content type): their messages are safe.
        return reply.status(status).send(errorEnvelope(status, [{ code: ERROR_CODES.validation, detail: err.message }]));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorEnvelope(500, [{ code: ERROR_CODES.internal, detail: GENERIC_5XX }]));
    });
  },
  { name: 'errors' },
);
