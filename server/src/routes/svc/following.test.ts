import { FollowingResponseSchema } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../test/db-snapshot';
import { Client } from '../../../test/helpers';
import { setupTestApp } from '../../../test/setup-test-app';

// Issue 10: GET /svc/following lists the blogs the signed-in user follows (the /following page).
const {
  ctx,
  users: { ann, ben, cat },
} = setupTestApp('ann', 'ben', 'cat', 'dan');

const page = async (who: Client, query = '') => {
  const res = await who.get(`/svc/following${query}`);
  return { status: res.status, body: res.status === 200 ? FollowingResponseSchema.parse(res.json.response) : null };
};

beforeAll(async () => {
  for (const blog of ['ben', 'cat', 'dan']) expect((await ann.post('/svc/follow', { tumblelog: blog })).status).toBe(200);
  expect((await ben.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
});

it("lists the user's own follows, most recent first, with the total; another user's are not theirs", async () => {
  const own = (await page(ann)).body;
  expect(own?.blogs.map((b) => b.name)).toEqual(['dan', 'cat', 'ben']);
  expect(own?.blogs.every((b) => b.following)).toBe(true);
  expect(own?.total).toBe(3);
  expect((await page(ben)).body?.blogs.map((b) => b.name)).toEqual(['ann']);
  expect((await page(cat)).body).toEqual({ blogs: [], total: 0, next_offset: null });
});

it('pages by offset', async () => {
  const first = (await page(ann, '?limit=2')).body;
  expect(first?.blogs.map((b) => b.name)).toEqual(['dan', 'cat']);
  expect(first?.next_offset).toBe(2);
  const second = (await page(ann, '?limit=2&offset=2')).body;
  expect(second?.blogs.map((b) => b.name)).toEqual(['ben']);
  expect(second?.next_offset).toBeNull();
});

it('needs a signed-in user, and refuses bad paging with 400, changing nothing', async () => {
  const visitor = new Client(ctx.app);
  await visitor.visit();
  expect((await page(visitor)).status).toBe(401);
  const before = await dbSnapshot(ctx.app);
  for (const query of ['?offset=-1', '?limit=abc', `?offset=${'9'.repeat(40)}`, '?limit=1.5'])
    expect((await page(ann, query)).status).toBe(400);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
});
