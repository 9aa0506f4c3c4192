import { remotesDrawing } from './remote-locations';

describe('remotesDrawing', () => {
  it('names compose for the post form on any base, and blog for a blog overlay', () => {
    expect(remotesDrawing('/new/text')).toEqual(['compose']);
    expect(remotesDrawing('/tagged/art/new/photo')).toEqual(['compose']);
    expect(remotesDrawing('/edit/42')).toEqual(['compose']);
    expect(remotesDrawing('/dashboard/reblog/42/abc')).toEqual(['compose']);
    expect(remotesDrawing('/blog/maya-draws')).toEqual(['blog']);
    expect(remotesDrawing('/blog/maya-draws/post/42')).toEqual(['blog']);
  });

  it('names messaging (and not compose) for a conversation address', () => {
    expect(remotesDrawing('/conversation/new/maya-draws')).toEqual(['messaging']);
    expect(remotesDrawing('/messaging/conversation/maya-draws')).toEqual(['messaging']);
    expect(remotesDrawing('/conversation/new/text')).toEqual(['messaging']);
  });

  it('names nobody for the feed pages', () => {
    for (const path of ['/dashboard', '/explore', '/tagged/new', '/blog/maya/activity', '/likes'])
      expect(remotesDrawing(path)).toEqual([]);
  });
});
