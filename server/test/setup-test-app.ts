import { Client, createTestApp, type TestContext } from './helpers';

/**
 * The setup most route tests share: a fresh app before the file's tests (closed after them) and one
 * registered client per blog name (email `<name>@example.test`). The objects are filled in by
 * beforeAll, so a file can destructure them at the top:
 * `const { ctx, users: { ann, ben } } = setupTestApp('ann', 'ben');`
 */
export function setupTestApp<N extends string>(...blogs: N[]): { ctx: TestContext; users: Record<N, Client> } {
  const ctx = {} as TestContext;
  const users = {} as Record<N, Client>;
  for (const blog of blogs) users[blog] = new Client(() => ctx.app);
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
    for (const blog of blogs) await users[blog].register(`${blog}@example.test`, blog);
  });
  afterAll(() => ctx.close());
  return { ctx, users };
}
