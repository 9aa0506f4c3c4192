import { sql, type Kysely } from 'kysely';

// 013 on PostgreSQL: blog search over a tsvector per post instead of SQLite's FTS5 table. The same
// words: dash_post_search_text below is the SQL twin of db/search-text.ts postSearchText (plain
// fields as typed, HTML fields and the reblog trail without markup, entities decoded), and the tags.
// `simple` configuration (no stemming, like unicode61) over unaccent'ed, lower-cased text, so
// "cafe" finds "café". Kept by a trigger whatever service writes posts; searched in
// repositories/post-search.ts through db/dialect/post-search.ts.

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
  `CREATE FUNCTION dash_search_vector(value text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
    SELECT to_tsvector('simple', lower(unaccent('unaccent', COALESCE(value, ''))))
  $$`,
  `CREATE FUNCTION dash_post_search_index() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO post_search (post_id, blog_id, text, tags)
    VALUES (NEW.id, NEW.blog_id, dash_search_vector(dash_post_search_text(NEW.content, NEW.trail)),
            dash_search_vector(dash_post_search_tags(NEW.tags)))
    ON CONFLICT (post_id) DO UPDATE SET blog_id = excluded.blog_id, text = excluded.text, tags = excluded.tags;
    RETURN NULL;
  END $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE TABLE post_search (
    post_id bigint PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    blog_id bigint NOT NULL,
    text tsvector NOT NULL,
    tags tsvector NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX post_search_text ON post_search USING gin (text)`.execute(db);
  await sql`CREATE INDEX post_search_tags ON post_search USING gin (tags)`.execute(db);
  await sql`CREATE INDEX post_search_blog ON post_search (blog_id, post_id)`.execute(db);
  for (const fn of FUNCTIONS) await sql.raw(fn).execute(db);
  await sql`CREATE TRIGGER post_search_insert AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION dash_post_search_index()`.execute(
    db,
  );
  await sql`CREATE TRIGGER post_search_update AFTER UPDATE OF content, trail, tags, blog_id ON posts FOR EACH ROW
    WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.trail IS DISTINCT FROM NEW.trail
      OR OLD.tags IS DISTINCT FROM NEW.tags OR OLD.blog_id IS DISTINCT FROM NEW.blog_id)
    EXECUTE FUNCTION dash_post_search_index()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS post_search_update ON posts`.execute(db);
  await sql`DROP TRIGGER IF EXISTS post_search_insert ON posts`.execute(db);
  await sql`DROP TABLE IF EXISTS post_search`.execute(db);
  for (const name of ['dash_post_search_index()', 'dash_search_vector(text)', 'dash_post_search_tags(text)'])
    await sql.raw(`DROP FUNCTION IF EXISTS ${name}`).execute(db);
  await sql`DROP FUNCTION IF EXISTS dash_post_search_text(text, text)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS dash_html_words(text)`.execute(db);
}
