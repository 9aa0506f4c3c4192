import { makePost } from '../../../test/fixtures';
import { belongsOnPage } from './belongs-on-page';

const ctx = { ownBlogs: ['alice'], currentBlog: 'alice' };
const mine = { name: 'alice', uuid: 't:alice', title: 'A', avatar_url: '', url: '' };

describe('belongsOnPage', () => {
  it('puts published posts on the dashboard, drafts on drafts, queued posts in the queue', () => {
    expect(belongsOnPage(makePost({ blog: mine }), { ...ctx, page: 'dashboard' })).toBe(true);
    expect(belongsOnPage(makePost({ blog: mine, state: 'draft' }), { ...ctx, page: 'dashboard' })).toBe(false);
    expect(belongsOnPage(makePost({ blog: mine, state: 'draft' }), { ...ctx, page: 'drafts' })).toBe(true);
    expect(belongsOnPage(makePost({ blog: mine, state: 'scheduled' }), { ...ctx, page: 'queue' })).toBe(true);
    expect(belongsOnPage(makePost({ state: 'queued' }), { ...ctx, page: 'queue' })).toBe(false);
  });

  it('matches tags case-insensitively on tagged pages', () => {
    expect(belongsOnPage(makePost({ tags: ['Cats'] }), { ...ctx, page: 'tagged', tag: 'cats' })).toBe(true);
    expect(belongsOnPage(makePost({ tags: ['dogs'] }), { ...ctx, page: 'tagged', tag: 'cats' })).toBe(false);
  });
});
