import { editorTypeFromFormat, stateFromCode, STATE_CODES } from './post-states';

describe('post state codes', () => {
  it('reads every code of spec 1 §4', () => {
    expect(stateFromCode('0')).toBe('published');
    expect(stateFromCode('0 3')).toBe('published');
    expect(stateFromCode('0', { isPrivate: true })).toBe('private');
    expect(stateFromCode('1')).toBe('draft');
    expect(stateFromCode('2')).toBe('queued');
    expect(stateFromCode('2', { publishOn: 1_900_000_000 })).toBe('scheduled');
    expect(stateFromCode('on.2')).toBe('scheduled');
    expect(stateFromCode('3')).toBe('unapproved');
    expect(stateFromCode('4')).toBe('transcoding');
    expect(stateFromCode('private')).toBe('private');
    expect(stateFromCode('9')).toBeNull();
  });
  it('round-trips every state through its code', () => {
    for (const [state, code] of Object.entries(STATE_CODES)) {
      const read = stateFromCode(code, { publishOn: state === 'scheduled' ? 1 : null });
      expect(read === state || (state === 'unapproved' && read === 'published')).toBe(true);
    }
  });
  it('maps format codes to editor types', () => {
    expect(editorTypeFromFormat('0')).toBe('rich');
    expect(editorTypeFromFormat('1')).toBe('html');
    expect(editorTypeFromFormat('2')).toBe('markdown');
    expect(editorTypeFromFormat('7')).toBeNull();
  });
});
