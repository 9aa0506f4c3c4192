import { fakeFetch } from '../../../test/compose-api';
import { fakePost } from '../../../test/fake-posts';
import { commentOf, draftFromFetch, isReblogPost } from './draft-from-post';

const bob = { name: 'bob', uuid: 't:bob', title: 'Bob', avatar_url: '/b.png', url: '/blog/bob' };

describe('draftFromFetch (edit)', () => {
  it('fills the fields from the spec post[...] names and the common fields', () => {
    const post = fakePost({ tags: ['a', 'b c'], slug: 'slug', source_url: 'http://s.example', state: 'queued', format: 'html' });
    const draft = draftFromFetch(fakeFetch({ post }));
    expect(draft.fields).toMatchObject({
      title: 'Hello',
      body: '<p>World</p>',
      tags: 'a, b c',
      slug: 'slug',
      sourceUrl: 'http://s.example',
    });
    expect(draft.state).toBe('queued');
    expect(draft.editorType).toBe('html');
    expect(draft.publishOn).toBe('');
  });

  it('prefers what the author typed for html and markdown posts', () => {
    const post = fakePost({
      format: 'markdown',
      content: { title: 'T', body: '<p><b>x</b></p>', source_text: { two: '**x**' } },
    });
    expect(draftFromFetch(fakeFetch({ post })).fields.body).toBe('**x**');
  });

  it('reads a schedule into the datetime-local value', () => {
    const seconds = new Date(2026, 11, 24, 18, 0).getTime() / 1000;
    const draft = draftFromFetch(fakeFetch({ post: fakePost({ state: 'scheduled', publish_on: seconds }) }));
    expect(draft.state).toBe('scheduled');
    expect(draft.publishOn).toBe('2026-12-24T18:00');
  });

  it('opens an ask to be answered by publishing, with its question', () => {
    const post = fakePost({ type: 'answer', state: 'unapproved', content: { question: 'Why?', asking_name: 'carol' } });
    const fetched = fakeFetch({ post });
    fetched.form = { ...fetched.form, 'post[one]': 'Why?', 'post[two]': '' };
    const draft = draftFromFetch(fetched);
    expect(draft.state).toBe('published');
    expect(draft.fields.question).toBe('Why?');
    expect(draft.fields.answer).toBe('');
  });

  it('edits only the comment of a post that is itself a reblog', () => {
    const post = fakePost({ type: 'quote', reblogged_from: bob, content: { quote: '<p>Q</p>', caption: '<p>Mine</p>' } });
    expect(isReblogPost(post)).toBe(true);
    expect(commentOf(post)).toBe('<p>Mine</p>');
    const fetched = fakeFetch({ post });
    fetched.form = { ...fetched.form, 'post[one]': '<p>Q</p>', 'post[two]': '' };
    const draft = draftFromFetch(fetched);
    expect(draft.fields.comment).toBe('<p>Mine</p>');
    expect(draft.fields.quote).toBe('');
  });

  it('keeps the link extras', () => {
    const post = fakePost({
      type: 'link',
      content: { title: 'T', url: 'https://x.com', caption: '', excerpt: 'E', author: 'A', thumbnail: 'https://x.com/t.png' },
    });
    const fetched = fakeFetch({ post });
    fetched.form = { ...fetched.form, 'post[one]': 'T', 'post[two]': 'https://x.com', 'post[three]': '' };
    expect(draftFromFetch(fetched).fields).toMatchObject({
      url: 'https://x.com',
      excerpt: 'E',
      author: 'A',
      thumbnail: 'https://x.com/t.png',
    });
  });
});
