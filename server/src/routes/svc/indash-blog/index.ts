import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { blogFor, blogPosts, findBlogOr404 } from '../../../services/blog-view';

type BlogQuery = { tumblelog_name_or_id?: string; post_id?: string; limit?: string; offset?: string };

export default async function indashBlogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: BlogQuery }>('/svc/indash_blog/header', async (request) => {
    const blog = await findBlogOr404(app.db, request.query.tumblelog_name_or_id);
    return ok({ tumblelog: await blogFor(app.db, request.auth, blog) });
  });

  app.get<{ Querystring: BlogQuery }>('/svc/indash_blog/posts', async (request) =>
    ok(await blogPosts(app.db, request.auth, request.query)),
  );

  // The blog popover (spec 3 §7): the header data plus a few recent posts as highlighted_posts.
  app.get<{ Params: { name: string } }>('/svc/tumblelog_popover/:name', async (request) => {
    const res = await blogPosts(app.db, request.auth, { tumblelog_name_or_id: request.params.name, limit: '3' });
    return ok({ tumblelog: res.tumblelog, highlighted_posts: res.posts });
  });
}
