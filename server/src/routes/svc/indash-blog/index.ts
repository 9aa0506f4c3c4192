import { IndashBlogQuerySchema, PopoverParamsSchema, PopoverQuerySchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { blogFor, blogPopover, blogPosts, findBlogOr404 } from '../../../services/blog-view';

export default async function indashBlogRoutes(app: FastifyInstance) {
  app.get('/svc/indash_blog/header', async (request) => {
    const { query } = parseRequest(request, { query: IndashBlogQuerySchema });
    const blog = await findBlogOr404(app.db, query.tumblelog_name_or_id, request.auth);
    return ok({ tumblelog: await blogFor(app.db, request.auth, blog) });
  });

  app.get('/svc/indash_blog/posts', async (request) => {
    const { query } = parseRequest(request, { query: IndashBlogQuerySchema });
    return ok(await blogPosts(app.db, request.auth, query));
  });

  // The blog popover and blog card (spec 3 §7): the header data and the blog's highlighted posts
  // (server/README.md "Blog popover"). Messaging reads the same call for a blog's identity.
  app.get('/svc/tumblelog_popover/:name', async (request) => {
    const { params } = parseRequest(request, { params: PopoverParamsSchema, query: PopoverQuerySchema });
    return ok(await blogPopover(app.db, request.auth, params.name));
  });
}
