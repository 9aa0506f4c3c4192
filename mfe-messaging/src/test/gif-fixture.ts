import type { GifMedia } from '@dash/shared-contracts';

/** One GIF search result (GifMedia) numbered n, sendable unless `extra` takes its post id or blog uuid away. */
export const gif = (n: number, extra: Partial<GifMedia> = {}): GifMedia => ({
  mediaUrl: `/media/g${n}.gif`,
  postUrl: `/p/${n}`,
  rootPostUrl: `/p/${n}`,
  rootPostUrlHash: `h${n}`,
  rootBlog: `blog${n}`,
  rootBlogUrl: `/blog/blog${n}`,
  rootBlogKey: `k${n}`,
  postTags: [],
  popularSearchTag: null,
  width: 400,
  height: 300,
  postBlog: `blog${n}`,
  postId: String(n),
  blogUuid: `t:blog${n}`,
  ...extra,
});
