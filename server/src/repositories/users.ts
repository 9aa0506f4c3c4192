import type { Insertable } from 'kysely';
import type { UserRow, UsersTable } from '../db/types';
import type { Executor } from './executor';

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserByName(db: Executor, name: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertUser(db: Executor, values: Insertable<UsersTable>): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPrimaryBlog(db: Executor, userId: number, blogId: number): Promise<void> {
  await db.updateTable('users').set({ primary_blog_id: blogId }).where('id', '=', userId).execute();
}

export async function updatePassword(db: Executor, userId: number, hash: string, salt: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, password_salt: salt }).where('id', '=', userId).execute();
}

/** Counters never go below 0 (spec 1 §4). */
export async function adjustUserCounter(
  db: Executor,
  userId: number,
  column: 'liked_post_count' | 'friend_count',
  delta: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ [column]: eb.fn('max', [eb(column, '+', delta), eb.lit(0)]) }))
    .where('id', '=', userId)
    .execute();
}
