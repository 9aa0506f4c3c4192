import { fakePost } from '../../../test/fake-posts';
import { dialogTitle, discardTitle } from './dialog-title';

describe('dialog names', () => {
  it('names the form by mode and type', () => {
    expect(dialogTitle('new', 'video', null)).toBe('New video post');
    expect(dialogTitle('edit', 'chat', fakePost({ type: 'chat' }))).toBe('Edit chat post');
    const bobs = fakePost({ blog: { name: 'bob', uuid: 't:bob', title: 'Bob', avatar_url: '', url: '' } });
    expect(dialogTitle('reblog', 'text', bobs)).toBe("Reblog bob's post");
    expect(dialogTitle('edit', 'answer', fakePost({ type: 'answer', content: { question: '?', asking_name: 'carol' } }))).toBe(
      "Answer carol's question",
    );
    expect(dialogTitle('edit', 'answer', fakePost({ type: 'answer', content: { question: '?', asking_name: null } }))).toBe(
      "Answer Anonymous's question",
    );
  });

  it('asks the spec question for new posts and edits', () => {
    expect(discardTitle('new')).toBe('Discard this post?');
    expect(discardTitle('reblog')).toBe('Discard this post?');
    expect(discardTitle('edit')).toBe('Discard edits to this post?');
  });
});
