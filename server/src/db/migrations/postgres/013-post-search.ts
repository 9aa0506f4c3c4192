import { sql, type Kysely } from 'kysely';

// 013 on PostgreSQL: blog search over a tsvector per post instead of SQLite's FTS5 table. The same
// words: dash_post_search_text below is the SQL twin of db/search-text.ts postSearchText (plain
// fields as typed, HTML fields and the reblog trail without markup, entities decoded), and the tags,
// in ONE vector `words` (SQLite's searches always read `{text tags}` together: each word in either).
// The stored words and a search's words both go through dash_search_words, so they are cut and
// folded alike whatever the cluster's locale: NFKC, unaccent ("cafe" finds "café"), ICU lower case,
// punctuation and symbols as separators (close to FTS5's unicode61), then the `simple` configuration
// (no stemming, no stop words). dash_search_tsquery builds a search's tsquery from its words (each a
// quoted lexeme, ANDed, the last of 2+ characters a prefix), so no input is ever tsquery syntax.
// Kept by a trigger whatever service writes posts; searched in repositories/post-search.ts through
// db/dialect/post-search.ts.

/**
 * What separates words besides white space, as code point ranges (so the cluster's locale does not
 * matter): ASCII controls and punctuation, Latin-1 punctuation and symbols, × and ÷, general
 * punctuation, currency, the symbol blocks from arrows to dingbats, CJK punctuation, variation
 * selectors, small and fullwidth forms (NFKC maps most to ASCII first), emoji and tag characters.
 */
export const SEPARATORS =
  '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf\\xd7\\xf7\\u2000-\\u206f\\u20a0-\\u20cf\\u2190-\\u2bff' +
  '\\u3000-\\u3004\\u3008-\\u3020\\u3030\\ufe00-\\ufe0f\\ufe10-\\ufe6f\\uff00-\\uff0f' +
  '\\U0001f000-\\U0001faff\\U000e0000-\\U000e007f]+';

const FUNCTIONS = [
  // Markup out: script/style/template with their content, then every tag; a few entities decoded.
  `CREATE FUNCTION dash_html_words(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT replace(replace(replace(replace(replace(replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(COALESCE(html, ''), '<(script|style|template)[^>]*>.*?</\\1>', ' ', 'gis'),
          '</?(a|abbr|b|code|em|i|mark|s|small|span|strike|strong|sub|sup|u)(\\s[^>]*)?>', '', 'gi'),
        '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
  $$`,
  `CREATE FUNCTION dash_post_search_text(content text, trail text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
  DECLARE
    c jsonb := '{}';
    t jsonb := '[]';
    parts text[] := '{}';
    field text;
    item jsonb;
  BEGIN
    BEGIN c := content::jsonb; EXCEPTION WHEN others THEN c := '{}'; END;
    BEGIN t := trail::jsonb; EXCEPTION WHEN others THEN t := '[]'; END;
    IF jsonb_typeof(c) <> 'object' THEN c := '{}'; END IF;
    IF jsonb_typeof(t) <> 'array' THEN t := '[]'; END IF;
    FOREACH field IN ARRAY ARRAY['title', 'question', 'url', 'excerpt', 'author'] LOOP
      IF jsonb_typeof(c -> field) = 'string' THEN parts := parts || (c ->> field); END IF;
    END LOOP;
    FOREACH field IN ARRAY ARRAY['body', 'caption', 'quote', 'source', 'answer'] LOOP
      IF jsonb_typeof(c -> field) = 'string' THEN parts := parts || dash_html_words(c ->> field); END IF;
    END LOOP;
    IF jsonb_typeof(c -> 'chat') = 'array' THEN
      FOR item IN SELECT * FROM jsonb_array_elements(c -> 'chat') LOOP
        IF jsonb_typeof(item -> 'label') = 'string' THEN parts := parts || (item ->> 'label'); END IF;
        IF jsonb_typeof(item -> 'phrase') = 'string' THEN parts := parts || (item ->> 'phrase'); END IF;
      END LOOP;
    END IF;
    IF jsonb_typeof(c -> 'photos') = 'array' THEN
      FOR item IN SELECT * FROM jsonb_array_elements(c -> 'photos') LOOP
        IF jsonb_typeof(item -> 'caption') = 'string' THEN parts := parts || (item ->> 'caption'); END IF;
      END LOOP;
    END IF;
    IF jsonb_typeof(c -> 'audio') = 'object' THEN
      FOREACH field IN ARRAY ARRAY['track_title', 'artist', 'album'] LOOP
        IF jsonb_typeof(c -> 'audio' -> field) = 'string' THEN parts := parts || (c -> 'audio' ->> field); END IF;
      END LOOP;
    END IF;
    FOR item IN SELECT * FROM jsonb_array_elements(t) LOOP
      IF jsonb_typeof(item -> 'html') = 'string' THEN parts := parts || dash_html_words(item ->> 'html'); END IF;
    END LOOP;
    RETURN regexp_replace(array_to_string(parts, ' '), '\\s+', ' ', 'g');
  END $$`,
  `CREATE FUNCTION dash_post_search_tags(tags text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
  DECLARE t jsonb;
  BEGIN
    BEGIN t := tags::jsonb; EXCEPTION WHEN others THEN RETURN ''; END;
    IF jsonb_typeof(t) <> 'array' THEN RETURN ''; END IF;
    RETURN COALESCE((SELECT string_agg(value, ' ') FROM jsonb_array_elements_text(t)), '');
  END $$`,
  `CREATE FUNCTION dash_search_words(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT btrim(regexp_replace(
      lower(unaccent('unaccent', normalize(COALESCE(value, ''), NFKC)) COLLATE "und-x-icu"), '${SEPARATORS}', ' ', 'g'))
  $$`,
  `CREATE FUNCTION dash_search_vector(value text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT to_tsvector('simple', dash_search_words(value))
  $$`,
  // A search's words (lib/fts-query searchWords, joined by spaces) as a tsquery; null without words.
  `CREATE FUNCTION dash_search_tsquery(term text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT to_tsquery('simple', string_agg(
        '''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || ''''
          || CASE WHEN i = n AND char_length(w) >= 2 THEN ':*' ELSE '' END,
        ' & ' ORDER BY i))
    FROM (SELECT w, i, count(*) OVER () AS n
          FROM regexp_split_to_table(dash_search_words(term), ' ') WITH ORDINALITY AS t (w, i)
          WHERE w <> '') AS words
  $$`,
  `CREATE FUNCTION dash_post_search_words(content text, trail text, tags text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
    SELECT dash_search_vector(dash_post_search_text(content, trail) || ' ' || dash_post_search_tags(tags))
  $$`,
  `CREATE FUNCTION dash_post_search_index() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO post_search (post_id, blog_id, words)
    VALUES (NEW.id, NEW.blog_id, dash_post_search_words(NEW.content, NEW.trail, NEW.tags))
    ON CONFLICT (post_id) DO UPDATE SET blog_id = excluded.blog_id, words = excluded.words;
    RETURN NULL;
  END $$`,
];

/** Functions of this migration, dropped in this order by its down (callers before callees). */
const FUNCTION_SIGNATURES = [
  'dash_post_search_index()',
  'dash_post_search_words(text, text, text)',
  'dash_search_tsquery(text)',
  'dash_search_vector(text)',
  'dash_search_words(text)',
  'dash_post_search_tags(text)',
  'dash_post_search_text(text, text)',
  'dash_html_words(text)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE TABLE post_search (
    post_id bigint PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    blog_id bigint NOT NULL,
    words tsvector NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX post_search_words ON post_search USING gin (words)`.execute(db);
  await sql`CREATE INDEX post_search_blog ON post_search (blog_id, post_id)`.execute(db);
  for (const fn of FUNCTIONS) await sql.raw(fn).execute(db);
  await sql`CREATE TRIGGER post_search_insert AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION dash_post_search_index()`.execute(
    db,
  );
  await sql`CREATE TRIGGER post_search_update AFTER UPDATE OF content, trail, tags, blog_id ON posts FOR EACH ROW
    WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.trail IS DISTINCT FROM NEW.trail
      OR OLD.tags IS DISTINCT FROM NEW.tags OR OLD.blog_id IS DISTINCT FROM NEW.blog_id)
    EXECUTE FUNCTION dash_post_search_index()`.execute(db);
  // Backfill: posts stored before this migration (none on a new site; db:copy inserts after it).
  await sql`INSERT INTO post_search (post_id, blog_id, words)
    SELECT id, blog_id, dash_post_search_words(content, trail, tags) FROM posts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS post_search_update ON posts`.execute(db);
  await sql`DROP TRIGGER IF EXISTS post_search_insert ON posts`.execute(db);
  await sql`DROP TABLE IF EXISTS post_search`.execute(db);
  for (const name of FUNCTION_SIGNATURES) await sql.raw(`DROP FUNCTION IF EXISTS ${name}`).execute(db);
}
