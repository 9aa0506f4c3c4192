import { blogRef, makePost, reblogOfAnswer, reblogOfReblogOfPhoto } from '../../testing';
import { showsSomething, trailEntries } from './trail-entries';

const summary = (entries: ReturnType<typeof trailEntries>) =>
  entries.map((e) => [e.kind, e.blog.name, e.content ? Object.keys(e.content).sort().join(',') : e.html]);

describe('trailEntries', () => {
  it('lists a reblog of a reblog of a photo oldest first: the photo in the original’s entry, each comment in its own', () => {
    expect(summary(trailEntries(reblogOfReblogOfPhoto()))).toEqual([
      ['root', 'ann', 'caption,layout,photos'],
      ['comment', 'ben', '<p>So cute</p>'],
      ['own', 'cat', '<p>Agreed</p>'],
    ]);
    const [root] = trailEntries(reblogOfReblogOfPhoto());
    expect(root?.content?.caption).toBe('<p>My cat</p>');
    expect(root?.content?.photos?.[0]?.url).toBe('/media/ann-cat.jpg');
  });

  it('labels the reblogger’s own comment with the reblogger’s blog, and leaves it out when empty or not wanted', () => {
    const entries = trailEntries(reblogOfReblogOfPhoto());
    expect(entries.at(-1)).toMatchObject({ kind: 'own', blog: { name: 'cat' }, postId: '30', html: '<p>Agreed</p>' });
    const quiet = reblogOfReblogOfPhoto({ content: { photos: [], caption: '<p> </p>' } });
    expect(trailEntries(quiet).map((e) => e.kind)).toEqual(['root', 'comment']);
    expect(trailEntries(reblogOfReblogOfPhoto(), { includeOwn: false }).map((e) => e.kind)).toEqual(['root', 'comment']);
  });

  it('keeps a reblogged answer’s question in the original’s entry, before the reblogger’s words', () => {
    const [root, own] = trailEntries(reblogOfAnswer());
    expect(root).toMatchObject({
      kind: 'root',
      blog: { name: 'ann' },
      content: { question: 'Tea or coffee?', asking_name: 'ben', answer: '<p>Tea, always</p>' },
    });
    expect(own).toMatchObject({ kind: 'own', blog: { name: 'cat' }, html: '<p>Same here</p>' });
  });

  it('makes an original post one root entry with its whole content', () => {
    const post = makePost({ id: '5', type: 'photo', content: { photos: [], caption: '<p>hi</p>' } });
    expect(trailEntries(post)).toEqual([
      { key: 'root-5', blog: post.blog, postId: '5', kind: 'root', content: post.content, html: '<p>hi</p>' },
    ]);
  });

  it('rebuilds the original’s content from the post when an older server sent none', () => {
    const post = reblogOfReblogOfPhoto();
    const legacy = { ...post, trail: post.trail.map(({ content: _content, ...item }) => item) };
    const [root] = trailEntries(legacy);
    expect(root?.content).toEqual({ ...post.content, caption: '<p>My cat</p>' });
    expect(root?.blog).toEqual(blogRef('ann'));
  });
});

describe('showsSomething', () => {
  it('is false for empty paragraphs and true for text or media', () => {
    expect(showsSomething('<p>&nbsp;</p><p><br></p>')).toBe(false);
    expect(showsSomething('<p>x</p>')).toBe(true);
    expect(showsSomething('<figure><img src="/a.gif"></figure>')).toBe(true);
  });
});
