import {
  ASK_FORM,
  ASK_MESSAGES,
  askPageBlogName,
  askPagePath,
  askQuestionProblem,
  cleanQuestion,
  containsLink,
  stripNewlines,
} from './ask-rules';
import { AskRequestSchema, parseRequestPart } from './index';

describe('ask rules (spec 3 §5)', () => {
  it.each([
    'see www.example.com',
    'www.x',
    'WWW.Example',
    '(www.site)',
    'http://',
    'go to https://dash.test now',
    'HTTP://LOUD.TEST',
    'example.com',
    'visit Example.COM today',
    'my page is example.com/about',
    'bit.ly/abc',
    'try my-site.io.',
    'mail me at bob@example.org',
    'caf\u00e9.fr',
    '3d.tv',
  ])('"%s" holds a link', (text) => {
    expect(containsLink(text)).toBe(true);
    expect(askQuestionProblem(text)).toBe(ASK_MESSAGES.link);
  });

  it.each([
    'What is your favourite colour, e.g. blue?',
    'a.b',
    'i.e. never',
    'awww.so cute',
    'I loved it.It was great',
    'Come to.Me later',
    'The file.txt is gone',
    'Why...com on',
    'Do you like node.js?',
    'version 2.0 or 3.1?',
    'httpd is a server',
    'Mr.Smith says hi',
    'commerce.community',
  ])('"%s" holds no link', (text) => {
    expect(containsLink(text)).toBe(false);
    expect(askQuestionProblem(text)).toBeNull();
  });

  it('refuses an empty question after trimming and newline stripping', () => {
    expect(askQuestionProblem('')).toBe(ASK_MESSAGES.empty);
    expect(askQuestionProblem('   ')).toBe(ASK_MESSAGES.empty);
    expect(askQuestionProblem('\n\r\n\t ')).toBe(ASK_MESSAGES.empty);
    expect(ASK_MESSAGES.empty).toBe('You need to enter a question!');
    expect(ASK_MESSAGES.link).toBe("Sorry, but please don't include links in questions.");
  });

  it('takes 500 characters and refuses 501', () => {
    expect(ASK_FORM.maxLength).toBe(500);
    expect(askQuestionProblem('x'.repeat(500))).toBeNull();
    expect(askQuestionProblem(`  ${'x'.repeat(500)}  `)).toBeNull();
    expect(askQuestionProblem('x'.repeat(501))).toBe(ASK_MESSAGES.tooLong);
  });

  it('strips newlines: a run of line breaks becomes one space', () => {
    expect(stripNewlines('one\ntwo')).toBe('one two');
    expect(stripNewlines('one\r\n\r\ntwo\rthree')).toBe('one two three');
    expect(stripNewlines('a\u2028b')).toBe('a b');
    expect(cleanQuestion('\n  Why?\n')).toBe('Why?');
  });

  it('has the spec constants', () => {
    expect(ASK_FORM).toMatchObject({
      counterVisibleAt: 100,
      warningAt: 40,
      dangerAt: 20,
      toastDelayMs: 350,
      inputThrottleMs: 100,
    });
  });
});

describe('AskRequestSchema', () => {
  const parse = (body: unknown) => parseRequestPart(AskRequestSchema, body);

  it('reads the question as stored and anonymous as a boolean', () => {
    expect(parse({ recipient: ' bob ', question: ' Why\nnot? ', anonymous: 'true' })).toEqual({
      ok: true,
      data: { recipient: 'bob', question: 'Why not?', anonymous: true },
    });
    expect(parse({ recipient: 'bob', question: 'Hi?' })).toEqual({
      ok: true,
      data: { recipient: 'bob', question: 'Hi?', anonymous: false },
    });
    for (const [value, anonymous] of [
      ['1', true],
      ['on', true],
      [true, true],
      ['false', false],
      ['0', false],
      ['off', false],
      ['', false],
    ] as const) {
      expect(parse({ recipient: 'bob', question: 'Hi?', anonymous: value })).toMatchObject({ ok: true, data: { anonymous } });
    }
  });

  it('refuses with the spec words and the field', () => {
    expect(parse({ recipient: 'bob', question: '  ' })).toEqual({
      ok: false,
      issue: { field: 'question', detail: ASK_MESSAGES.empty },
    });
    expect(parse({ recipient: 'bob' })).toEqual({ ok: false, issue: { field: 'question', detail: ASK_MESSAGES.empty } });
    expect(parse({ recipient: 'bob', question: 'see www.example.com' })).toEqual({
      ok: false,
      issue: { field: 'question', detail: ASK_MESSAGES.link },
    });
    expect(parse({ recipient: 'bob', question: 'x'.repeat(501) })).toEqual({
      ok: false,
      issue: { field: 'question', detail: ASK_MESSAGES.tooLong },
    });
    expect(parse({ question: 'Hi?' })).toEqual({ ok: false, issue: { field: 'recipient', detail: '"recipient" is missing.' } });
    expect(parse({ recipient: ' ', question: 'Hi?' })).toEqual({
      ok: false,
      issue: { field: 'recipient', detail: 'Which blog? recipient is missing.' },
    });
    expect(parse({ recipient: 'bob', question: 'Hi?', anonymous: 'yes please' })).toEqual({
      ok: false,
      issue: { field: 'anonymous', detail: 'Invalid "anonymous" value' },
    });
    expect(parse({ recipient: 'bob', question: ['a', 'b'] })).toEqual({
      ok: false,
      issue: { field: 'question', detail: 'Invalid "question" type. Expected string, got array.' },
    });
  });
});

describe('the ask page address', () => {
  it('is /blog/{name}/ask, both ways', () => {
    expect(askPagePath('bob')).toBe('/blog/bob/ask');
    expect(askPagePath('a b/c')).toBe('/blog/a%20b%2Fc/ask');
    expect(askPageBlogName('/blog/bob/ask')).toBe('bob');
    expect(askPageBlogName('/blog/bob/ask/')).toBe('bob');
    expect(askPageBlogName(askPagePath('a b/c'))).toBe('a b/c');
    for (const other of [
      '/blog/bob',
      '/blog/bob/activity',
      '/blog//ask',
      '/blog/bob/ask/more',
      '/x/blog/bob/ask',
      '/blog/%E0%A4%A/ask',
    ])
      expect(askPageBlogName(other)).toBeNull();
  });
});
