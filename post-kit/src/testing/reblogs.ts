import type { BlogRef, Photo, Post } from '@dash/shared-contracts';
import { makePost } from './fixtures';

export const blogRef = (name: string): BlogRef => ({
  name,
  uuid: `t:${name}`,
  title: name,
  avatar_url: `/media/avatars/${name}.png`,
  url: `http://localhost/blog/${name}`,
});

export const photo = (url: string, caption = ''): Photo => ({ url, width: 500, height: 400, caption, alt_sizes: [] });

/**
 * cat's reblog of ben's reblog of ann's photo post, as the server sends it: the trail holds ann's
 * entry (with her post's content) and ben's words; cat's own words are the post's caption.
 */
export function reblogOfReblogOfPhoto(overrides: Partial<Post> = {}): Post {
  const annPhoto = { ...photo('/media/ann-cat.jpg'), alt: 'A cat on a mat' };
  return makePost({
    id: '30',
    type: 'photo',
    blog: blogRef('cat'),
    root_id: '10',
    reblogged_from: blogRef('ben'),
    content: { photos: [annPhoto], layout: '1', caption: '<p>Agreed</p>' },
    trail: [
      {
        blog: blogRef('ann'),
        post_id: '10',
        html: '<p>My cat</p>',
        content: { photos: [annPhoto], layout: '1', caption: '<p>My cat</p>' },
      },
      { blog: blogRef('ben'), post_id: '20', html: '<p>So cute</p>' },
    ],
    ...overrides,
  });
}

/** cat's reblog of ann's answer to ben's question, with cat's own comment. */
export function reblogOfAnswer(): Post {
  return makePost({
    id: '31',
    type: 'answer',
    blog: blogRef('cat'),
    root_id: '11',
    reblogged_from: blogRef('ann'),
    content: { question: 'Tea or coffee?', asking_name: 'ben', answer: '<p>Same here</p>' },
    trail: [
      {
        blog: blogRef('ann'),
        post_id: '11',
        html: '<p>Tea, always</p>',
        content: { question: 'Tea or coffee?', asking_name: 'ben', answer: '<p>Tea, always</p>' },
      },
    ],
  });
}
