import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncodings, addVaryAcceptEncoding, ENCODINGS, type Encoding } from '../../lib/accept-encoding';

/** Below this an answer goes as it is: headers and framing would eat the saving. */
export const COMPRESS_THRESHOLD = 1024;

/** Text the product sends: pages, JSON, JavaScript, CSS, SVG. Anything else falls back to mime-db. */
const TEXT_TYPES = /^text\/(?!event-stream)|[/+](json|javascript|xml)(;|$)/;

// Quality 4: most of brotli's gain for a fraction of quality 11's time (that one is for the build).
// The flush options push every written chunk through at once, so a streamed page (React's
// renderToPipeableStream) reaches the browser as it is written, not when the compressor's buffer
// happens to fill. A one-shot answer (JSON, a string page) is one chunk either way.
const brotliOptions: zlib.BrotliOptions = {
  flush: zlib.constants.BROTLI_OPERATION_FLUSH,
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const zlibOptions: zlib.ZlibOptions = { flush: zlib.constants.Z_SYNC_FLUSH, level: 6 };

const encoders: Record<Encoding, { sync: (data: Buffer | string) => Buffer; stream: () => zlib.BrotliCompress | zlib.Gzip }> = {
  br: { sync: (data) => zlib.brotliCompressSync(data, brotliOptions), stream: () => zlib.createBrotliCompress(brotliOptions) },
  gzip: { sync: (data) => zlib.gzipSync(data, zlibOptions), stream: () => zlib.createGzip(zlibOptions) },
};

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';

/**
 * On-the-fly brotli or gzip (by Accept-Encoding) for what is made per request: pages, API answers,
 * /embed.js. Registered before @fastify/static (its hook wraps the routes registered after it):
 * - the shell's and the deploy store's files arrive with their build-time .br/.gz and a
 *   Content-Encoding already set, which is left alone (no double work);
 * - /media/ is images, audio and video, already compressed: never touched.
 * Request bodies are not decompressed: no client sends them encoded, and an encoded body would
 * slip past the routes' byte limits (log intake's 64 KB).
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/media/')) route.compress = false;
    });
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: [...ENCODINGS],
      threshold: COMPRESS_THRESHOLD,
      customTypes: TEXT_TYPES,
      brotliOptions,
      zlibOptions,
    });

    // Fastify runs no onRoute hook for the not-found handler, and that handler answers every page
    // (routes/pages): the same rule for it, as an app-level hook (the 404 context gets those).
    const compressPage = (request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown => {
      if (payload === null || payload === undefined || reply.hasHeader('content-encoding')) return payload;
      if (reply.statusCode === 206 || request.headers['x-no-compression'] !== undefined) return payload;
      if (!TEXT_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
      if (!encoding) return payload;
      if (isStream(payload)) {
        addVaryAcceptEncoding(reply);
        reply.header('content-encoding', encoding).removeHeader('content-length');
        const encoder = encoders[encoding].stream();
        // An error or a client gone mid-stream ends both streams; Fastify logs and closes the reply.
        pipeline(payload, encoder, () => undefined);
        return encoder;
      }
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
      addVaryAcceptEncoding(reply);
      const body = encoders[encoding].sync(payload);
      reply.header('content-encoding', encoding).header('content-length', body.length);
      return body;
    };
    // Callback style: every request passes here, and only the not-found handler's answers stop.
    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, request.is404 ? compressPage(request, reply, payload) : payload);
    });
  },
  { name: 'compress' },
);
