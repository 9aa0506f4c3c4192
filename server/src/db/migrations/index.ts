import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial';
import * as m002 from './002-compose-actions';
import * as m003 from './003-plain-text';
import * as m004 from './004-account-safety';
import * as m005 from './005-clean-stored-iframes';
import * as m006 from './006-feed-indexes';
import * as m007 from './007-media-variants';
import * as m008 from './008-poll-counters';
import * as m009 from './009-published-walk';
import * as m010 from './010-messaging-rules';
import * as m011 from './011-soft-leave';
import * as m012 from './012-dashboard-settings';
import * as m013 from './013-post-search';
import * as m014 from './014-settings';
import * as m015 from './015-moderation';
import * as m016 from './016-tour';
import * as m017 from './017-reblog-tree-index';
import * as m019 from './019-connections-reports';
import * as m020 from './020-activity-new-post';
import * as m021 from './021-message-hides';
import * as m018 from './018-log-event-counts';
import * as m022 from './022-rate-limits';
import * as m023 from './023-alt-text';
import * as m024 from './024-post-versions';
import * as pg001 from './postgres/001-initial';
import * as pg004 from './postgres/004-account-safety';
import * as pg008 from './postgres/008-poll-counters';
import * as pg013 from './postgres/013-post-search';
import * as pg018 from './postgres/018-log-event-counts';

// Listed statically (not read from the folder) so the same code runs under tsx, jest and bundlers.
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': m001,
  '002-compose-actions': m002,
  '003-plain-text': m003,
  '004-account-safety': m004,
  '005-clean-stored-iframes': m005,
  '006-feed-indexes': m006,
  '007-media-variants': m007,
  '008-poll-counters': m008,
  '009-published-walk': m009,
  '010-messaging-rules': m010,
  '011-soft-leave': m011,
  '012-dashboard-settings': m012,
  '013-post-search': m013,
  '014-settings': m014,
  '015-moderation': m015,
  '016-tour': m016,
  '017-reblog-tree-index': m017,
  '019-connections-reports': m019,
  '020-activity-new-post': m020,
  '021-message-hides': m021,
  '018-log-event-counts': m018,
  '022-rate-limits': m022,
  '023-alt-text': m023,
  '024-post-versions': m024,
};

/** SQLite's migrations, the history of every existing site. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/**
 * PostgreSQL's: the same list under the same names, with a counterpart (./postgres/) where SQLite's
 * migration uses what only SQLite has (a table rebuild, FTS5, JSON triggers, strftime). Every
 * migration after 021 is written once for both, through the dialect modules (db/dialect/).
 */
export const postgresMigrationProvider: MigrationProvider = {
  getMigrations: async () => ({
    ...MIGRATIONS,
    '001-initial': pg001,
    '004-account-safety': pg004,
    '008-poll-counters': pg008,
    '013-post-search': pg013,
    '018-log-event-counts': pg018,
  }),
};
