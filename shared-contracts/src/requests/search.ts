import { z } from 'zod';
import { digits, REQUEST_MAX, text } from './fields';

/** POST /svc/search/inline_gif. Empty q and a bad limit keep the service's words. */
export const GifSearchRequestSchema = z.object({
  q: text(REQUEST_MAX.name).optional(),
  limit: digits().optional(),
  context: text(REQUEST_MAX.name).optional(),
});
