import { emptyDraft } from './field-specs';
import { altReminderEnabled, hasImageWithoutAlt, inlineImagesWithoutAlt } from './alt-reminder';
import { EMPTY_MEDIA } from './media-draft';
import { fakeSession } from '@dash/remote-kit/src/testing';

const draft = (fields: Partial<ReturnType<typeof emptyDraft>['fields']>, editorType: 'rich' | 'html' = 'rich') => {
  const base = emptyDraft(editorType);
  return { ...base, fields: { ...base.fields, ...fields } };
};
const photo = (alt?: string) => ({ id: 'o1', status: 'complete' as const, progress: 100, url: '/a.jpg', caption: '', alt });

describe('alt reminder rules (issue 13)', () => {
  it('counts inline images without alt (blank, missing, any quoting)', () => {
    expect(inlineImagesWithoutAlt('<p><img src="a"><img src="b" alt=""><img src="c" alt="  "></p>')).toBe(3);
    expect(inlineImagesWithoutAlt(`<p><img src="a" alt="A"><img alt='B' src="b"><img alt=C src=c></p>`)).toBe(0);
    expect(inlineImagesWithoutAlt('<p>no images</p>')).toBe(0);
  });

  it("asks for photos without alt and rich fields the post sends, never for a reblog's original", () => {
    const media = { ...EMPTY_MEDIA, photos: { photos: [photo()], layout: '1' } };
    expect(hasImageWithoutAlt({ type: 'photo', isReblog: false, draft: draft({}), media })).toBe(true);
    const described = { ...EMPTY_MEDIA, photos: { photos: [photo('A cat')], layout: '1' } };
    expect(hasImageWithoutAlt({ type: 'photo', isReblog: false, draft: draft({}), media: described })).toBe(false);
    expect(hasImageWithoutAlt({ type: 'photo', isReblog: true, draft: draft({}), media })).toBe(false);
    const img = '<p><img src="https://x.test/a.jpg"></p>';
    expect(hasImageWithoutAlt({ type: 'text', isReblog: false, draft: draft({ body: img }), media: EMPTY_MEDIA })).toBe(true);
    // A field the type does not send, and HTML source (its author writes alt), do not count.
    expect(hasImageWithoutAlt({ type: 'text', isReblog: false, draft: draft({ caption: img }), media: EMPTY_MEDIA })).toBe(false);
    expect(hasImageWithoutAlt({ type: 'text', isReblog: false, draft: draft({ body: img }, 'html'), media: EMPTY_MEDIA })).toBe(
      false,
    );
    expect(hasImageWithoutAlt({ type: 'text', isReblog: true, draft: draft({ comment: img }), media: EMPTY_MEDIA })).toBe(true);
  });

  it('is on unless the user turned it off', () => {
    expect(altReminderEnabled(null)).toBe(true);
    expect(altReminderEnabled(fakeSession().user)).toBe(true);
    expect(altReminderEnabled({ ...fakeSession().user!, alt_text_reminder: false })).toBe(false);
  });
});
