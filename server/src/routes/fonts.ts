import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { TitleFontFileParamsSchema, TitleFontFileQuerySchema } from '@dash/shared-contracts';
import { acceptedEncodings, addVaryAcceptEncoding } from '../lib/accept-encoding';
import { parseRequest } from '../lib/validate';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Font files read once, on first request (about 40 files of 10–60 KB). */
const fileCache = new Map<string, Promise<Buffer>>();
const readOnce = (file: string) => {
  let data = fileCache.get(file);
  if (!data) {
    data = fs.promises.readFile(file);
    data.catch(() => fileCache.delete(file));
    fileCache.set(file, data);
  }
  return data;
};

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * Spec 3 §7 "Font stylesheets: GET /fonts/{path}/stylesheet.css with optional version": the title
 * fonts of the catalogue that have a web font (plugins/app/title-fonts.ts), and the woff2 files their
 * stylesheets name, from the installed @fontsource packages. With ?v= the current version, an answer
 * is cached for good; without it (or with another), it revalidates (ETag). The stylesheet goes in
 * brotli or gzip, encoded once at start; woff2 is compressed already. Only the served names answer:
 * anything else under /fonts is 404, and a name that is not lower-case words and hyphens is 400.
 */
export default fp(
  async (app) => {
    app.get('/fonts/:path/:file', { compress: false }, async (request, reply) => {
      const { params, query } = parseRequest(request, { params: TitleFontFileParamsSchema, query: TitleFontFileQuerySchema });
      const asset = app.titleFonts.get(params.path);
      if (!asset) return notFound(reply);
      const current = asset.version !== undefined && query.v === asset.version;
      reply.header('Cache-Control', current ? IMMUTABLE : 'no-cache');

      if (params.file === 'stylesheet.css') {
        const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
        const etag = `"${asset.path}-${asset.packageVersion}${encoding ? `-${encoding}` : ''}"`;
        addVaryAcceptEncoding(reply);
        reply.header('ETag', etag).type('text/css; charset=utf-8');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply.send(encoding ? asset.encoded[encoding] : asset.stylesheet);
      }

      const file = asset.files.get(params.file);
      if (!file) return notFound(reply);
      const etag = `"${params.file}-${asset.packageVersion}"`;
      reply.header('ETag', etag).type('font/woff2');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(await readOnce(file));
    });
  },
  { name: 'fonts' },
);
