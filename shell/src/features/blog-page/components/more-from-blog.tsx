import { useEffect, useState } from 'react';
import type { Blog, Post } from '@dash/shared-contracts';
import { AppLink } from '../../../components/app-link';
import { useShellServices } from '../../../app/shell-services';
import { getBlogPosts } from '../api/get-blog-posts';
import { postTeaser } from '../lib/post-teaser';

const MORE_COUNT = 5;

/** Under a permalink: up to five more of the blog's recent posts, as links to their own pages. */
export function MoreFromBlog({ blog, exclude }: { blog: Blog; exclude: string }) {
  const { api } = useShellServices();
  const [posts, setPosts] = useState<Post[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getBlogPosts(api, { name: blog.name, limit: MORE_COUNT + 1, signal: controller.signal })
      .then((res) => setPosts(res.posts.filter((p) => p.id !== exclude).slice(0, MORE_COUNT)))
      .catch(() => setPosts([])); // a list of extras: without it the page is still whole
    return () => controller.abort();
  }, [api, blog.name, exclude]);
  if (!posts || posts.length === 0) return null;
  const base = `/blog/${encodeURIComponent(blog.name)}`;
  return (
    <nav className="shell-blog-more" aria-labelledby="shell-blog-more-title">
      <h2 id="shell-blog-more-title" className="shell-blog-more__title">
        More from {blog.title || blog.name}
      </h2>
      <ul className="shell-blog-more__list">
        {posts.map((post) => (
          <li key={post.id}>
            <AppLink href={`${base}/post/${post.id}`}>{postTeaser(post)}</AppLink>
          </li>
        ))}
      </ul>
      <AppLink href={base} className="shell-blog-more__all">
        See all of {blog.name}
      </AppLink>
    </nav>
  );
}
