import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fp from 'fastify-plugin';
import { addVaryAcceptEncoding } from '../../lib/accept-encoding';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** webpack's content hash in a file name (`344.ed12bd00.js`, `app.0123abcd.css.map`). */
const HASHED = /\.[0-9a-f]{6,}\./;
/** The encodings the build writes next to a file (scripts/lib/precompress.mjs). */
const ENCODED = /\.(br|gz)$/;

/**
 * Shell and deploy store: every hashed file is cached for good; the entry points that keep their
 * name from build to build (index.html, main.js, mf-manifest.json, remoteEntry.js, ...) revalidate
 * (ETag, no-cache). The build wrote a .br and .gz next to each text file; @fastify/static sends the
 * best one the browser accepts (preCompressed), so `Vary: Accept-Encoding` goes on every file there,
 * whichever encoding this answer has, or a shared cache could hand brotli to a browser without it
 * (an onSend hook: CORS writes `Vary: Origin` on the reply, which would hide one set on the raw response).
 */
function buildHeaders(res: SetHeadersResponse, filePath: string) {
  const name = path.basename(filePath).replace(ENCODED, '');
  res.setHeader('Cache-Control', HASHED.test(name) ? IMMUTABLE : 'no-cache');
}

// Three folders: the shell's build, the deploy store of remote versions, and media.
export default fp(
  async (app) => {
    const { shellDist, deployStore, mediaDir } = app.config;
    fs.mkdirSync(mediaDir, { recursive: true });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/shell/') || request.url.startsWith('/mfe/')) addVaryAcceptEncoding(reply);
      done(null, payload);
    });

    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/shell/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      preCompressed: true,
      setHeaders: buildHeaders,
    });

    await app.register(fastifyStatic, {
      root: path.join(deployStore, 'mfe'),
      prefix: '/mfe/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        buildHeaders(res, filePath);
      },
    });

    // Media are images, audio and video, compressed by their own formats: no encodings, and the
    // on-the-fly compression leaves /media/ alone (plugins/external/compress.ts).
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (res) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    });
  },
  { name: 'static' },
);
