import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Only deployed remotes and media are cross-origin resources; the API stays same-origin. The
// headers of these answers are what @fastify/cors wrote with `origin: '*'` and GET/HEAD (the
// static plugin also sets Access-Control-Allow-Origin on the files); every answer's `Vary: Origin`
// is in the security headers (plugins/external/helmet.ts). Written by hand (issue 8): the plugin
// built and normalised its options for every request, a twentieth of a poll request's time.
export const PUBLIC_PREFIXES = ['/mfe/', '/media/'];

const isPublic = (url: string) => PUBLIC_PREFIXES.some((p) => url.startsWith(p));

/** A preflight for a public file: 204 with the methods, or 400 when it lacks its two headers. */
function preflight(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.origin || !request.headers['access-control-request-method']) {
    return reply.status(400).type('text/plain').send('Invalid Preflight Request');
  }
  reply.header('vary', 'Origin, Access-Control-Request-Headers');
  reply.header('access-control-allow-methods', 'GET, HEAD');
  return reply.status(204).send();
}

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (isPublic(request.url)) reply.header('access-control-allow-origin', '*');
      done();
    });
    for (const prefix of PUBLIC_PREFIXES) app.options(`${prefix}*`, preflight);
  },
  { name: 'cors' },
);
