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
import { firstBlogPage } from '../../services/first-blog-page';
import { firstFeedPage } from '../../services/first-feed-page';
import { firstSearchPage } from '../../services/first-search-page';
import { injectBootstrap } from './render-bootstrap';
import { splitAtRoot, streamShellPage, withTitle } from './render-page';
import { shellRendererSource, type ShellRenderer } from './shell-renderer';
import { EMBED_SCRIPT } from './embed-script';
import { postMetaTags } from './post-meta';
import { titleFontHeadTags } from './title-font-head';
import { searchMetaTags } from './search-meta';
import { parseShortCode, SHORT_CODE_ROUTE } from '../../lib/short-code';
import { findVisiblePost, visibleTo } from '../../repositories/visible-posts';

const NOT_PAGES = ['/svc', '/services', '/mfe', '/shell', '/media', '/fonts'];
const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Every GET for an HTML page answers the shell's index.html with the session and registry inlined,
 * and the shell's own render of the page in it (issue 8): the header, the page and the first posts
 * of a feed are HTML the browser shows before any script runs, then hydrates. It is the not-found
 * handler, so static folders and API routes always win.
 */
export default fp(
  async (app: FastifyInstance) => {
    const indexFile = path.join(app.config.shellDist, 'index.html');
    const shellRenderer = shellRendererSource(app.config.shellRenderer);
    if (app.config.shellRenderer && !shellRenderer())
      app.log.warn(`No server renderer at ${app.config.shellRenderer}: pages render in the browser only (npm run build).`);

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
      const session = await buildSession(app, request);
      const nonce = cspNonce(request);
      const meta = await postMetaTags(app, url, app.config.publicUrl);
      if (meta) html = html.replace('</head>', () => `${meta}</head>`);
      html = injectBootstrap(html, { session, registry: app.registry() }, nonce);
      let status = 200;
      const send = (page: string | NodeJS.ReadableStream) =>
        reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);

      const template = splitAtRoot(html);
      let renderer: ShellRenderer | null = null;
      try {
        renderer = shellRenderer();
      } catch (error) {
        request.log.error({ err: error }, 'the shell server renderer could not be loaded: the page renders in the browser');
      }
      if (!renderer || !template) return send(html);
      const { pathname, search } = new URL(url, app.config.publicUrl);
      const loggedIn = session.logged_in && session.user !== null;
      const route = renderer.resolveRoute(pathname, search, loggedIn);
      // The browser would redirect at once: the server does it without a page in between.
      if (route.kind === 'redirect') return reply.header('Cache-Control', 'no-store').redirect(route.to, 302);
      try {
        const initialFeed =
          route.kind === 'feed' ? await firstFeedPage(app.db, request.auth ?? null, route, session.current_blog) : null;
        const blogPage = route.kind === 'blog' ? await firstBlogPage(app.db, request.auth ?? null, route) : null;
        if (blogPage) status = blogPage.status;
        const theme = blogPage?.initial?.response?.tumblelog.theme;
        const fontTags = theme ? titleFontHeadTags(app.titleFonts, theme) : '';
        if (fontTags) html = html.replace('</head>', () => `${fontTags}</head>`);
        const initialSearch = route.kind === 'search' ? await firstSearchPage(app.db, request.auth ?? null, route) : null;
        // Settings of a blog that is not the viewer's own: the page says "Page not found" (the shell's PageOutlet).
        // The admins' pages (/outbox, /admin/reports, /admin/events) are "Page not found" for anyone else, and so is the
        // activity page of a blog that is not the viewer's own.
        const notOwn =
          ((route.kind === 'blog-settings' || route.kind === 'activity') && !session.blogs.some((b) => b.name === route.name)) ||
          ((route.kind === 'outbox' || route.kind === 'admin-reports' || route.kind === 'admin-events') &&
            !session.user?.is_admin);
        if (route.kind === 'not-found' || notOwn) status = 404;
        const titleRoute = notOwn ? ({ kind: 'not-found' } as const) : route;
        const title = renderer.routeTitle(titleRoute, blogPage?.initial);
        const withMeta =
          route.kind === 'search'
            ? html.replace('</head>', () => `${searchMetaTags(route, title, app.config.publicUrl)}</head>`)
            : html;
        const titled = splitAtRoot(withTitle(withMeta, title)) ?? template;
        const input = {
          bootstrap: { session, registry: app.registry() },
          pathname,
          search,
          pageUrl: `${app.config.publicUrl}${url}`,
          initialFeed,
          initialBlog: blogPage?.initial ?? null,
          initialSearch,
          nonce,
        };
        return send(
          await streamShellPage(renderer, titled, input, (error) => request.log.error({ err: error }, 'server render error')),
        );
      } catch (error) {
        request.log.error({ err: error }, 'the server render failed: the page renders in the browser');
        return send(html);
      }
    });
  },
  { name: 'pages' },
);
