import { type z } from 'zod';
import {
  FastReblogRequestSchema,
  LogConversionRequestSchema,
  normalizeTags,
  parseRequestPart,
  PostUpdateRequestSchema,
  tagsField,
  VideoDataRequestSchema,
} from '../index';

const issue = (schema: z.ZodTypeAny, value: unknown) => {
  const res = parseRequestPart(schema, value);
  return res.ok ? null : res.issue;
};

describe('normalizeTags (one rule for the post form and the server)', () => {
  it('trims, drops #s and empties, collapses spaces, dedupes case-insensitively', () => {
    expect(normalizeTags(' cats, #dogs ,, ##big   birds , Cats, DOGS ')).toEqual(['cats', 'dogs', 'big birds']);
    expect(tagsField(' cats, #dogs ,, birds ')).toBe('cats,dogs,birds');
  });

  it('cuts tags to 140 characters and keeps 30 tags', () => {
    expect(normalizeTags('x'.repeat(200))).toEqual(['x'.repeat(140)]);
    const many = Array.from({ length: 40 }, (_, i) => `t${i}`).join(',');
    expect(normalizeTags(many)).toHaveLength(30);
  });
});

describe('request schemas and the error map', () => {
  it('names the field as sent and the types (spec 1 §5)', () => {
    expect(issue(PostUpdateRequestSchema, { channel_id: 'a', 'post[two]': ['a', 'b'] })).toEqual({
      field: 'post[two]',
      detail: 'Invalid "post[two]" type. Expected string, got array.',
    });
    // Nested JSON is read as the form's flat keys.
    expect(issue(PostUpdateRequestSchema, { channel_id: 'a', post: { two: { nested: true } } })).toEqual({
      field: 'post[two]',
      detail: 'Invalid "post[two]" type. Expected string, got object.',
    });
  });

  it('reads JSON numbers and booleans as text, and nested groups as flat keys', () => {
    const res = parseRequestPart(PostUpdateRequestSchema, { channel_id: 'a', post: { one: 5, two: true }, 'images[o1]': 7 });
    expect(res).toEqual({ ok: true, data: { channel_id: 'a', 'post[one]': '5', 'post[two]': 'true', 'images[o1]': '7' } });
  });

  it('refuses non-digit ids, missing ids, oversized text and unknown enums with the field', () => {
    expect(issue(FastReblogRequestSchema, { reblog_post_id: 'abc' })).toEqual({
      field: 'reblog_post_id',
      detail: 'Invalid "reblog_post_id" value',
    });
    expect(issue(FastReblogRequestSchema, {})).toEqual({
      field: 'reblog_post_id',
      detail: 'Which post? reblog_post_id is missing.',
    });
    expect(issue(PostUpdateRequestSchema, { channel_id: 'x'.repeat(257) })?.detail).toBe(
      '"channel_id" is too long (at most 256 characters).',
    );
    expect(issue(PostUpdateRequestSchema, { channel_id: 'a', editor_type: 'word' })).toEqual({
      field: 'editor_type',
      detail: 'Invalid "editor_type" value',
    });
  });

  it('keeps the words a schema spells out itself', () => {
    expect(issue(VideoDataRequestSchema, { embed_url: 42 })?.detail).toBe('The input is invalid. Expected a string');
    expect(issue(LogConversionRequestSchema, { log: '{not json' })?.field).toBe('log');
  });
});
