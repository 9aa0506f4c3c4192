import { z } from 'zod';
import { text } from './fields';

/** GET /p/{code}: a post id in base 36. An unknown code redirects home, so only the length is bounded. */
export const TinyLinkParamsSchema = z.object({ code: text(16) });

/** GET /{rootPostUrlHash}: the route's regex already shapes it. */
export const ShortCodeParamsSchema = z.object({ code: text(16) });

/** A folder or file name under /fonts/: lower-case words joined by hyphens, nothing else (no dots, no slashes). */
const FONT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * GET /fonts/{path}/{file} (spec 3 §7 "Font stylesheets"): a title font's `stylesheet.css` or one of
 * the woff2 files it names. Only the served names can match, so no path can leave the font's folder.
 */
export const TitleFontFileParamsSchema = z.object({
  path: z.string().max(64).regex(FONT_NAME),
  // At most 96: Fastify's router answers 414 itself past 100 characters.
  file: z
    .string()
    .max(96)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:css|woff2)$/),
});

/** The optional ?v={version} of a title font's addresses (a cache key: the current one is cached for good). */
export const TitleFontFileQuerySchema = z.object({ v: text(32).optional() });
/**
 * GET /svc/splash (the logged-out drawer's picture) takes nothing: like every query, other fields are
 * ignored, so the schema is empty.
 */
export const SplashQuerySchema = z.object({});
