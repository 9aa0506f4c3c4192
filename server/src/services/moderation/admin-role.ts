import type { UserRow } from '../../db/types';
import { nowSeconds } from '../../lib/time';
import { listBlogsByOwner } from '../../repositories/blogs';
import type { Executor } from '../../repositories/executor';
import { insertModerationLog } from '../../repositories/moderation-log';
import { findUserById, normaliseEmail } from '../../repositories/users';

/**
 * The admin role from the command line (npm run admin -w @dash/server; server/README.md
 * "Moderation"): grant, revoke, list. Every change is logged in moderation_log with no actor (the
 * operator). Answers the lines to print and the exit code.
 */
export interface CommandResult {
  code: 0 | 1;
  lines: string[];
}

export const ADMIN_USAGE = [
  'Usage: npm run admin -w @dash/server -- <command>',
  '  grant <email | id:N>    make the account an admin',
  '  revoke <email | id:N>   take the admin role away',
  '  list                    the admins',
  'It works on DATABASE_FILE (default data/dash.sqlite), the database `npm start` serves.',
];

const fail = (...lines: string[]): CommandResult => ({ code: 1, lines });

async function describe(db: Executor, user: UserRow): Promise<string> {
  const blogs = (await listBlogsByOwner(db, user.id)).map((b) => b.name);
  return `${user.email} (id:${user.id}, blogs: ${blogs.join(', ') || 'none'})`;
}

/**
 * The account an argument names: `id:N`, or an email address. An address is unique only among
 * verified accounts, so with several accounts the verified one is meant; with several unverified
 * ones and none verified the operator must name one by id.
 */
async function findAccount(db: Executor, who: string): Promise<UserRow | CommandResult> {
  const byId = /^id:(\d+)$/.exec(who.trim());
  if (byId) return (await findUserById(db, Number(byId[1]))) ?? fail(`No account has id ${byId[1]}.`);
  const email = normaliseEmail(who);
  const accounts = await db.selectFrom('users').selectAll().where('email', '=', email).orderBy('id').execute();
  if (accounts.length === 0) return fail(`No account uses ${email}.`);
  const verified = accounts.find((a) => a.is_verified_email);
  if (accounts.length === 1 || verified) return verified ?? (accounts[0] as UserRow);
  const listed = await Promise.all(accounts.map((a) => describe(db, a)));
  return fail(`${accounts.length} accounts use ${email} and none has confirmed it. Name one by its id:`, ...listed);
}

async function setAdmin(db: Executor, who: string, on: boolean): Promise<CommandResult> {
  const found = await findAccount(db, who);
  if ('code' in found) return found;
  const name = await describe(db, found);
  if (Boolean(found.is_admin) === on) return { code: 0, lines: [`${name} ${on ? 'is already' : 'is not'} an admin.`] };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ is_admin: on ? 1 : 0 })
      .where('id', '=', found.id)
      .execute();
    await insertModerationLog(trx, {
      actorUserId: null,
      actorName: null,
      userId: found.id,
      flag: 'admin',
      value: on,
      now: nowSeconds(),
    });
  });
  const lines = [`${name} ${on ? 'is now an admin' : 'is no longer an admin'}.`];
  const left = await db.selectFrom('users').select('id').where('is_admin', '=', 1).limit(1).execute();
  if (!on && left.length === 0) lines.push('There is no admin left: grant the role to someone to moderate blogs again.');
  return { code: 0, lines };
}

async function listAdmins(db: Executor): Promise<CommandResult> {
  const admins = await db.selectFrom('users').selectAll().where('is_admin', '=', 1).orderBy('id').execute();
  if (admins.length === 0) return { code: 0, lines: ['No admins.'] };
  return { code: 0, lines: await Promise.all(admins.map((a) => describe(db, a))) };
}

/** Runs one command: `['grant', 'ann@example.test']`, `['revoke', 'id:3']`, `['list']`. */
export async function runAdminCommand(db: Executor, args: readonly string[]): Promise<CommandResult> {
  const [command, who, ...rest] = args;
  if (command === 'list' && who === undefined) return listAdmins(db);
  if ((command === 'grant' || command === 'revoke') && who && rest.length === 0) return setAdmin(db, who, command === 'grant');
  return fail(...ADMIN_USAGE);
}
