import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { SessionSchema } from '@dash/shared-contracts';
import { REPO_ROOT } from '../config';
import { runAdminCommand } from '../services/moderation/admin-role';
import { moderationSnapshot, toggle } from '../../test/moderation';
import { Client } from '../../test/helpers';
import { setupTestApp } from '../../test/setup-test-app';

// npm run admin -w @dash/server -- grant|revoke <email | id:N> | list: the admin role from the
// command line (server/README.md "Moderation"), on the database the server serves.
const {
  ctx,
  users: { root, ann, ben },
} = setupTestApp('root', 'ann', 'ben');
const run = (...args: string[]) => runAdminCommand(ctx.app.db, args);
const isAdmin = async (c: Client) => SessionSchema.parse((await c.get('/svc/session')).json.response).user?.is_admin;

it('grants and revokes the role by email or id, logs it with no actor, and the session follows at once', async () => {
  expect(await isAdmin(ann)).toBe(false);
  const granted = await run('grant', ' ANN@example.test ');
  expect(granted.code).toBe(0);
  expect(granted.lines[0]).toMatch(/^ann@example\.test \(id:\d+, blogs: ann\) is now an admin\.$/);
  expect(await isAdmin(ann)).toBe(true);
  expect((await toggle(ann, 'spam', 'ben')).status).toBe(200);
  expect((await run('grant', 'ann@example.test')).lines[0]).toMatch(/is already an admin\.$/);
  expect((await run('list')).lines).toEqual([expect.stringMatching(/^root@/), expect.stringMatching(/^ann@/)]);
  const annId = /id:(\d+)/.exec(granted.lines[0] ?? '')?.[1];
  expect((await run('revoke', `id:${annId}`)).lines[0]).toMatch(/is no longer an admin\.$/);
  expect(await isAdmin(ann)).toBe(false);
  expect((await toggle(ann, 'spam', 'ben')).status).toBe(403);
  const log = await ctx.app.db
    .selectFrom('moderation_log')
    .select(['actor_user_id', 'user_id', 'flag', 'value'])
    .where('flag', '=', 'admin')
    .orderBy('id')
    .execute();
  expect(log).toEqual([
    { actor_user_id: null, user_id: Number(annId), flag: 'admin', value: 1 },
    { actor_user_id: null, user_id: Number(annId), flag: 'admin', value: 0 },
  ]);
});

it('refuses unknown accounts and bad commands with the usage, changing nothing', async () => {
  const before = await moderationSnapshot(ctx.app);
  for (const args of [['grant', 'nobody@example.test'], ['revoke', 'id:9999'], ['grant'], ['promote', 'ann@example.test'], []]) {
    const result = await run(...args);
    expect(result.code).toBe(1);
  }
  expect((await run('grant', 'nobody@example.test')).lines).toEqual(['No account uses nobody@example.test.']);
  expect((await run()).lines[0]).toMatch(/^Usage: npm run admin/);
  expect(await moderationSnapshot(ctx.app)).toEqual(before);
});

it('asks for an id when several unverified accounts share the address', async () => {
  const twin = new Client(ctx.app);
  await twin.register('twin@example.test', 'twin-one', 'correct horse', { verify: false });
  const other = new Client(ctx.app);
  await other.register('twin@example.test', 'twin-two', 'correct horse', { verify: false });
  const result = await run('grant', 'twin@example.test');
  expect(result.code).toBe(1);
  expect(result.lines[0]).toBe('2 accounts use twin@example.test and none has confirmed it. Name one by its id:');
  expect(result.lines.slice(1)).toEqual([expect.stringContaining('blogs: twin-one'), expect.stringContaining('blogs: twin-two')]);
  expect(await isAdmin(twin)).toBe(false);
});

it('says when the last admin is revoked', async () => {
  const result = await run('revoke', 'root@example.test');
  expect(result.lines).toEqual([
    expect.stringMatching(/is no longer an admin\.$/),
    expect.stringMatching(/^There is no admin left/),
  ]);
  expect(await isAdmin(root)).toBe(false);
  expect((await run('list')).lines).toEqual(['No admins.']);
  expect((await run('grant', 'root@example.test')).code).toBe(0);
  expect(await isAdmin(ben)).toBe(false);
});

it('runs as the npm script on the database the server serves (DATABASE_URL, else DATABASE_FILE)', async () => {
  const exec = promisify(execFile);
  const env = {
    ...process.env,
    DATABASE_FILE: path.join(ctx.dir, 'dash.sqlite'),
    DATABASE_URL: ctx.app.config.databaseUrl ?? '',
  };
  const { stdout } = await exec('npm', ['run', '--silent', 'admin', '-w', '@dash/server', '--', 'grant', 'ben@example.test'], {
    cwd: REPO_ROOT,
    env,
  });
  expect(stdout).toMatch(/ben@example\.test \(id:\d+, blogs: ben\) is now an admin\./);
  expect(await isAdmin(ben)).toBe(true);
  const failed = await exec('npm', ['run', '--silent', 'admin', '-w', '@dash/server', '--', 'grant', 'nobody@example.test'], {
    cwd: REPO_ROOT,
    env,
  }).then(
    () => null,
    (err: { code: number; stderr: string }) => err,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toContain('No account uses nobody@example.test.');
}, 60_000);
