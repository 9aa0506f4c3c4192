import { render } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import type { Blog, HighlightedPost, Post, Session } from '@dash/shared-contracts';
import type { ZodType } from 'zod';
import { BlogRoot } from '../app/blog-root';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeProps } from '@dash/remote-kit/src/testing';
import { fakeBlogEntity } from './fixtures';

interface Options {
  blog?: Blog | null;
  /** Posts the server holds, newest first; served 10 (or the asked limit) at a time. */
  posts?: Post[];
  path?: string;
  session?: Session;
  /** The blog's highlighted posts (GET /svc/tumblelog_popover/{name}). */
  highlighted?: HighlightedPost[];
}

/** Mounts the blog remote with a fake server answering the header, posts and popover calls. */
export function renderBlog(options: Options = {}) {
  const fake = createFakeProps({ path: options.path, session: options.session });
  const blog = options.blog === undefined ? fakeBlogEntity('bob') : options.blog;
  const posts = options.posts ?? [];
  fake.api.get.mockImplementation((path: string, opts: { query: Record<string, unknown>; schema: ZodType }) => {
    if (!blog) return Promise.reject(new ApiError(404, 'Not found', [{ code: 'NOT_FOUND', detail: 'This blog was not found.' }]));
    if (path === API_ROUTES.blogHeader) return Promise.resolve(opts.schema.parse({ tumblelog: blog }));
    if (path === API_ROUTES.blogPopover(blog.name))
      return Promise.resolve(opts.schema.parse({ tumblelog: blog, highlighted_posts: options.highlighted ?? [] }));
    if (path === API_ROUTES.blogPosts) {
      const offset = Number(opts.query.offset);
      const limit = Number(opts.query.limit);
      const source = opts.query.post_id ? posts.filter((p) => p.id === opts.query.post_id) : posts;
      const page = source.slice(offset, offset + limit);
      const next = offset + limit < source.length ? offset + limit : null;
      return Promise.resolve(opts.schema.parse({ posts: page, tumblelog: blog, next_offset: next }));
    }
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  const view = render(
    <RemoteProvider value={fake.props}>
      <BlogRoot />
    </RemoteProvider>,
  );
  return { ...fake, view, blog };
}
