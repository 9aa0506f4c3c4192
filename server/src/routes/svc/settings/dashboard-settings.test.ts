import { DashboardSettingsResponseSchema, SessionSchema, type User } from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';

const URL = '/svc/settings/dashboard';
const JSON_HEADERS = { 'content-type': 'application/json' };

let ctx: TestContext;
let owner: Client;
let other: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = new Client(ctx.app);
  other = new Client(ctx.app);
  await owner.register('settings-owner@example.test', 'settings-owner');
  await other.register('settings-other@example.test', 'settings-other');
});
afterAll(() => ctx.close());

const postJson = (c: Client, body: unknown) => c.post(URL, JSON.stringify(body), { headers: JSON_HEADERS });

async function userOf(c: Client): Promise<User> {
  const session = SessionSchema.parse((await c.get('/svc/session')).json.response);
  if (!session.user) throw new Error('not signed in');
  return session.user;
}
const settingsOf = async (c: Client) => {
  const user = await userOf(c);
  return {
    is_sounds_enabled: user.is_sounds_enabled,
    messaging_multiple_windows: user.messaging_multiple_windows,
    default_editor_type: user.default_editor_type,
  };
};

describe('POST /svc/settings/dashboard', () => {
  it('starts with sounds on and one window at a time', async () => {
    expect(await settingsOf(owner)).toEqual({
      is_sounds_enabled: true,
      messaging_multiple_windows: false,
      default_editor_type: 'rich',
    });
  });

  it('changes each field alone (JSON), answers the user and GET /svc/session shows it', async () => {
    const sounds = await postJson(owner, { is_sounds_enabled: false });
    expect(sounds.status).toBe(200);
    const answer = DashboardSettingsResponseSchema.parse(sounds.json.response);
    expect(answer.user).toMatchObject({ name: 'settings-owner', is_sounds_enabled: false, messaging_multiple_windows: false });
    expect(answer.user).toEqual(await userOf(owner));

    const windows = await postJson(owner, { messaging_multiple_windows: true });
    expect(windows.status).toBe(200);
    expect(await settingsOf(owner)).toMatchObject({ is_sounds_enabled: false, messaging_multiple_windows: true });

    const both = await postJson(owner, { is_sounds_enabled: true, messaging_multiple_windows: false });
    expect(both.status).toBe(200);
    expect(await settingsOf(owner)).toEqual({
      is_sounds_enabled: true,
      messaging_multiple_windows: false,
      default_editor_type: 'rich',
    });
  });

  it('reads true/false/1/0 from a form (the form key may ride in the body)', async () => {
    expect((await owner.post(URL, { messaging_multiple_windows: 'true', is_sounds_enabled: '0' })).status).toBe(200);
    expect(await settingsOf(owner)).toMatchObject({ is_sounds_enabled: false, messaging_multiple_windows: true });
    const inBody = await owner.post(URL, { is_sounds_enabled: '1', form_key: owner.formKey }, { formKey: false });
    expect(inBody.status).toBe(200);
    expect((await owner.post(URL, { messaging_multiple_windows: 'false' })).status).toBe(200);
    expect(await settingsOf(owner)).toEqual({
      is_sounds_enabled: true,
      messaging_multiple_windows: false,
      default_editor_type: 'rich',
    });
  });

  it('changes the editor type (JSON or form); the post form builder data follows it', async () => {
    const markdown = await postJson(owner, { default_editor_type: 'markdown' });
    expect(markdown.status).toBe(200);
    expect(DashboardSettingsResponseSchema.parse(markdown.json.response).user.default_editor_type).toBe('markdown');
    const builder = await owner.post('/svc/post/get_post_form_builder_data', {});
    expect(builder.json.response.default_editor_type).toBe('markdown');
    expect((await owner.post(URL, { default_editor_type: 'html' })).status).toBe(200);
    expect((await settingsOf(owner)).default_editor_type).toBe('html');
    expect((await postJson(owner, { default_editor_type: 'rich' })).status).toBe(200);
    expect((await settingsOf(owner)).default_editor_type).toBe('rich');
  });

  it("leaves another user's settings alone", async () => {
    const before = await settingsOf(other);
    expect((await postJson(owner, { is_sounds_enabled: false, messaging_multiple_windows: true })).status).toBe(200);
    expect(await settingsOf(other)).toEqual(before);
    expect((await postJson(owner, { is_sounds_enabled: true, messaging_multiple_windows: false })).status).toBe(200);
  });

  it('refuses a visitor (401) and a missing form key (403)', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    const refused = await postJson(visitor, { is_sounds_enabled: false });
    expect(refused.status).toBe(401);
    expect(refused.json.errors[0].detail).toBe('Log in to do that.');
    const noKey = await owner.post(URL, JSON.stringify({ is_sounds_enabled: false }), { headers: JSON_HEADERS, formKey: false });
    expect(noKey.status).toBe(403);
    expect(await settingsOf(owner)).toEqual({
      is_sounds_enabled: true,
      messaging_multiple_windows: false,
      default_editor_type: 'rich',
    });
  });

  describe('bad input is a 400 that changes nothing', () => {
    const cases: [string, () => Promise<{ status: number; json: { errors: { detail: string; field?: string }[] } }>, RegExp][] = [
      ['"yes" in JSON', () => postJson(owner, { is_sounds_enabled: 'yes' }), /Expected boolean, got string/],
      ['"true" as JSON text', () => postJson(owner, { messaging_multiple_windows: 'true' }), /Expected boolean, got string/],
      ['a number', () => postJson(owner, { is_sounds_enabled: 0 }), /Expected boolean, got number/],
      ['an object', () => postJson(owner, { is_sounds_enabled: { on: true } }), /Expected boolean, got object/],
      ['null', () => postJson(owner, { messaging_multiple_windows: null }), /Expected boolean, got null/],
      ['"yes" in a form', () => owner.post(URL, { is_sounds_enabled: 'yes' }), /Expected boolean, got string/],
      ['"on" in a form', () => owner.post(URL, { messaging_multiple_windows: 'on' }), /Expected boolean, got string/],
      ['a repeated form key', () => owner.post(URL, { is_sounds_enabled: ['0', '1'] }), /Expected boolean, got array/],
      ['an unknown key', () => postJson(owner, { is_sounds_enabled: false, theme: 'dark' }), /Unrecognized key/],
      ['an unknown form key', () => owner.post(URL, { is_sounds_enabled: '0', volume: '3' }), /Unrecognized key/],
      ['an empty JSON object', () => postJson(owner, {}), /Choose a setting to change\./],
      ['an empty form', () => owner.post(URL, {}), /Choose a setting to change\./],
      ['a JSON array', () => postJson(owner, [{ is_sounds_enabled: false }]), /Choose a setting to change\./],
      ['an oversized value', () => postJson(owner, { is_sounds_enabled: 'x'.repeat(20_000) }), /Expected boolean/],
      ['an oversized form value', () => owner.post(URL, { is_sounds_enabled: '0'.repeat(20_000) }), /Expected boolean/],
      ['an unknown editor', () => postJson(owner, { default_editor_type: 'plain' }), /Invalid "default_editor_type" value/],
      [
        'an editor as a number',
        () => postJson(owner, { default_editor_type: 1 }),
        /Expected 'rich'|Invalid "default_editor_type"/,
      ],
      [
        'an oversized editor',
        () => owner.post(URL, { default_editor_type: 'm'.repeat(20_000) }),
        /Invalid "default_editor_type" value/,
      ],
    ];
    it.each(cases)('%s', async (_name, send, detail) => {
      const before = await settingsOf(owner);
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.json.errors[0]?.detail).toMatch(detail);
      expect(await settingsOf(owner)).toEqual(before);
    });

    it('a half-valid body changes neither field', async () => {
      const before = await settingsOf(owner);
      const res = await postJson(owner, { is_sounds_enabled: !before.is_sounds_enabled, messaging_multiple_windows: 'yes' });
      expect(res.status).toBe(400);
      expect(res.json.errors[0]?.field).toBe('messaging_multiple_windows');
      expect(await settingsOf(owner)).toEqual(before);
    });
  });
});
