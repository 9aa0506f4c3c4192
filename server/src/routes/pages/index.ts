import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, ShortCodeParamsSchema, TinyLinkParamsSchema } from '@dash/shared-contracts';
import { errorEnvelope } from '../../lib/envelope';
import { parseRequest } from '../../lib/validate';
import { ensureAnonId } from '../../plugins/app/auth';
import { cspNonce } from '../../plugins/external/helmet';
import { buildSession } from '../../services/session-view';
import { injectBootstrap } from './render-bootstrap';
import { EMBED_SCRIPT } from './embed-script';
import { postMetaTags } from './post-meta';
import { parseShortCode, SHORT_CODE_ROUTE } from '../../lib/short-code';
import { findVisiblePost, visibleTo } from '../../repositories/visible-posts';

const NOT_PAGES = ['/svc', '/services', '/mfe', '/shell', '/media'];
const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Every GET for an HTML page answers the shell's index.html with the session and registry inlined.
 * It is the not-found handler, so static folders and API routes always win.
 */
export default fp(
  async (app: FastifyInstance) => {
    const indexFile = path.join(app.config.shellDist, 'index.html');

    app.get('/embed.js', async (_request, reply) => {
      reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return EMBED_SCRIPT;
    });

    // Tiny post links (share data post_tiny_url): /p/<id in base 36>.
    app.get('/p/:code', async (request, reply) => {
      const id = parseInt(parseRequest(request, { params: TinyLinkParamsSchema }).params.code, 36);
      const post = Number.isFinite(id)
        ? await app.db
            .selectFrom('posts')
            .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
            .select(['posts.id', 'blogs.name'])
            .where('posts.id', '=', id)
            .where(visibleTo(request.auth?.user.id ?? null))
            .executeTakeFirst()
        : undefined;
      return reply.redirect(post ? `/blog/${encodeURIComponent(post.name)}/post/${post.id}` : '/', 302);
    });

    // GIF attribution links (host/{rootPostUrlHash}): 301 to the post's tiny link.
    app.get(SHORT_CODE_ROUTE, async (request, reply) => {
      const id = parseShortCode(parseRequest(request, { params: ShortCodeParamsSchema }).params.code);
      const post = id ? await findVisiblePost(app.db, request.auth?.user.id ?? null, id) : undefined;
      if (!post) return reply.redirect('/', 302);
      return reply.redirect(`/p/${post.id.toString(36)}`, 301);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      if (isUnder(url, '/svc') || isUnder(url, '/services')) {
        return reply.status(404).send(errorEnvelope(404, [{ code: ERROR_CODES.notFound, detail: "We couldn't find that." }]));
      }
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsHtml || NOT_PAGES.some((p) => isUnder(url, p))) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      let html: string;
      try {
        html = await fs.promises.readFile(indexFile, 'utf8');
      } catch {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            `The shell is not built yet (${indexFile} is missing). Run \`npm run build\` at the repository root, then reload.`,
          );
      }
      ensureAnonId(request, reply);
      const meta = await postMetaTags(app, url, app.config.publicUrl);
      if (meta) html = html.replace('</head>', () => `${meta}</head>`);
      const page = injectBootstrap(
        html,
        { session: await buildSession(app, request), registry: app.registry() },
        cspNonce(request),
      );
      return reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);
    });
  },
  { name: 'pages' },
);
