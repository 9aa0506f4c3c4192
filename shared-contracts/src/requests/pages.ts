import { z } from 'zod';
import { text } from './fields';

/** GET /p/{code}: a post id in base 36. An unknown code redirects home, so only the length is bounded. */
export const TinyLinkParamsSchema = z.object({ code: text(16) });

/** GET /{rootPostUrlHash}: the route's regex already shapes it. */
export const ShortCodeParamsSchema = z.object({ code: text(16) });

/**
 * GET /svc/splash (the logged-out drawer's picture) takes nothing: like every query, other fields are
 * ignored, so the schema is empty.
 */
export const SplashQuerySchema = z.object({});
