import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** A repository function takes the database or a transaction (kysely Transaction extends Kysely). */
export type Executor = Kysely<Database>;
