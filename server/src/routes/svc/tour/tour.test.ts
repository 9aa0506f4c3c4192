import { SessionSchema, TourDoneResponseSchema } from '@dash/shared-contracts';
import type { Client } from '../../../../test/helpers';
import { Client as TestClient } from '../../../../test/helpers';
import { setupTestApp } from '../../../../test/setup-test-app';

const URL = '/svc/tour/done';
const JSON_HEADERS = { 'content-type': 'application/json' };

const { ctx, users } = setupTestApp('tour-ann', 'tour-ben');
const postJson = (c: Client, body: unknown) => c.post(URL, JSON.stringify(body), { headers: JSON_HEADERS });

async function tourDone(c: Client): Promise<boolean | undefined> {
  const session = SessionSchema.parse((await c.get('/svc/session')).json.response);
  if (!session.user) throw new Error('not signed in');
  return session.user.tour_done;
}
/** Every user's flag, straight from the table: a refused call must leave all of them alone. */
const flags = () => ctx.app.db.selectFrom('users').select(['name', 'tour_done']).orderBy('id').execute();

describe('POST /svc/tour/done', () => {
  it('a new account has not taken the tour; the session says so', async () => {
    expect(await tourDone(users['tour-ann'])).toBe(false);
    expect(await tourDone(users['tour-ben'])).toBe(false);
  });

  it("the owner marks their own tour done (JSON), the answer is the session's user, and only theirs changes", async () => {
    const ann = users['tour-ann'];
    const res = await postJson(ann, { done: true });
    expect(res.status).toBe(200);
    const { user } = TourDoneResponseSchema.parse(res.json.response);
    expect(user).toMatchObject({ name: 'tour-ann', tour_done: true });
    const session = SessionSchema.parse((await ann.get('/svc/session')).json.response);
    expect(user).toEqual(session.user);
    expect(await tourDone(users['tour-ben'])).toBe(false);
  });

  it('done: false takes the tour again (the help page); a form reads true/false/1/0', async () => {
    const ann = users['tour-ann'];
    expect((await postJson(ann, { done: false })).status).toBe(200);
    expect(await tourDone(ann)).toBe(false);
    expect((await ann.post(URL, { done: '1' })).status).toBe(200);
    expect(await tourDone(ann)).toBe(true);
    expect((await ann.post(URL, { done: 'false', form_key: ann.formKey }, { formKey: false })).status).toBe(200);
    expect(await tourDone(ann)).toBe(false);
    expect((await ann.post(URL, { done: 'true' })).status).toBe(200);
    expect(await tourDone(ann)).toBe(true);
  });

  it('is idempotent: done twice stays done', async () => {
    const ann = users['tour-ann'];
    expect((await postJson(ann, { done: true })).status).toBe(200);
    expect((await postJson(ann, { done: true })).status).toBe(200);
    expect(await tourDone(ann)).toBe(true);
  });

  it("another signed-in user cannot set someone else's flag: a name in the body is refused, their own call changes only theirs", async () => {
    const ben = users['tour-ben'];
    const before = await flags();
    for (const body of [
      { done: true, user: 'tour-ann' },
      { done: false, name: 'tour-ann' },
      { done: false, user_id: 1 },
    ]) {
      const res = await postJson(ben, body);
      expect(res.status).toBe(400);
      expect(res.json.errors[0].detail).toMatch(/Unrecognized key/);
    }
    expect(await flags()).toEqual(before);
    // Ben's own call: Ann's flag (true) stays as it is.
    expect((await postJson(ben, { done: true })).status).toBe(200);
    expect((await postJson(ben, { done: false })).status).toBe(200);
    expect(await tourDone(users['tour-ann'])).toBe(true);
    expect(await tourDone(ben)).toBe(false);
  });

  it('a visitor gets 401 and a call without the form key 403; nothing changes', async () => {
    const before = await flags();
    const visitor = new TestClient(ctx.app);
    await visitor.visit();
    const refused = await postJson(visitor, { done: true });
    expect(refused.status).toBe(401);
    expect(refused.json.errors[0].detail).toBe('Log in to do that.');
    const noKey = await users['tour-ben'].post(URL, JSON.stringify({ done: true }), { headers: JSON_HEADERS, formKey: false });
    expect(noKey.status).toBe(403);
    expect(await flags()).toEqual(before);
  });

  describe('bad input is a 400 that changes nothing', () => {
    const cases: [string, () => Promise<{ status: number; json: { errors: { detail: string; field?: string }[] } }>, RegExp][] = [
      ['no done', () => postJson(users['tour-ben'], {}), /Required|"done"/],
      ['an empty form', () => users['tour-ben'].post(URL, {}), /Required|"done"/],
      ['"yes" in JSON', () => postJson(users['tour-ben'], { done: 'yes' }), /Expected boolean, got string/],
      ['"true" as JSON text', () => postJson(users['tour-ben'], { done: 'true' }), /Expected boolean, got string/],
      ['a number', () => postJson(users['tour-ben'], { done: 1 }), /Expected boolean, got number/],
      ['null', () => postJson(users['tour-ben'], { done: null }), /Expected boolean, got null/],
      ['an object', () => postJson(users['tour-ben'], { done: { yes: true } }), /Expected boolean, got object/],
      ['"on" in a form', () => users['tour-ben'].post(URL, { done: 'on' }), /Expected boolean, got string/],
      ['a repeated form key', () => users['tour-ben'].post(URL, { done: ['1', '0'] }), /Expected boolean, got array/],
      ['an oversized value', () => postJson(users['tour-ben'], { done: 'x'.repeat(20_000) }), /Expected boolean, got string/],
      ['an oversized form value', () => users['tour-ben'].post(URL, { done: '1'.repeat(20_000) }), /Expected boolean/],
      ['an unknown key', () => postJson(users['tour-ben'], { done: true, step: 3 }), /Unrecognized key/],
      ['a JSON array', () => postJson(users['tour-ben'], [{ done: true }]), /Required|"done"/],
    ];
    it.each(cases)('%s', async (_name, send, detail) => {
      const before = await flags();
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.json.errors[0]?.detail).toMatch(detail);
      expect(await flags()).toEqual(before);
    });
  });
});
