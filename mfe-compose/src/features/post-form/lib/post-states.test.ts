import { buttonLabel, initialStateFor, menuLabel, publishOnIso, STATE_CHOICES, stateCodeFor, toLocalInput } from './post-states';

describe('post states (spec 1 §4)', () => {
  it('offers five choices with menu and button labels', () => {
    expect(STATE_CHOICES.map((c) => menuLabel(c, false))).toEqual([
      'Post now',
      'Add to queue',
      'Save as draft',
      'Schedule',
      'Post privately',
    ]);
    expect(STATE_CHOICES.map((c) => buttonLabel(c, false))).toEqual([
      'Post',
      'Queue',
      'Save draft',
      'Schedule',
      'Post privately',
    ]);
  });

  it('offers Publish when editing a draft', () => {
    expect(menuLabel('published', true)).toBe('Publish');
    expect(buttonLabel('published', true)).toBe('Publish');
    expect(buttonLabel('draft', true)).toBe('Save draft');
  });

  it('maps choices to STATE_CODES', () => {
    expect(['published', 'draft', 'queued', 'scheduled', 'private'].map((s) => stateCodeFor(s, null))).toEqual([
      '0',
      '1',
      '2',
      'on.2',
      'private',
    ]);
    expect(stateCodeFor('bogus', null)).toBeNull();
    expect(stateCodeFor('unapproved', 'published')).toBeNull();
    expect(stateCodeFor('unapproved', 'unapproved')).toBe('0 3');
    expect(stateCodeFor('transcoding', 'transcoding')).toBe('4');
  });

  it('answers an ask by publishing it; other posts keep their state', () => {
    expect(initialStateFor('unapproved')).toBe('published');
    expect(initialStateFor('draft')).toBe('draft');
  });

  it('converts between datetime-local and ISO', () => {
    expect(publishOnIso('2026-12-01T09:30')).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(publishOnIso('')).toBeNull();
    expect(publishOnIso('tomorrow')).toBeNull();
    const seconds = new Date(2026, 11, 1, 9, 30).getTime() / 1000;
    expect(toLocalInput(seconds)).toBe('2026-12-01T09:30');
    expect(toLocalInput(null)).toBe('');
  });
});
