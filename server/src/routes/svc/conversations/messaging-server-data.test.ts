import sharp from 'sharp';
import { MESSAGING, SessionSchema } from '@dash/shared-contracts';
import { messagingServerData } from '../../../lib/messaging-server-data';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { multipart, postUpload, type Part } from '../../../../test/multipart';

// Spec 2 §1 and §9: messaging's server data (feature switches, intervals, limits) comes from the
// environment, travels in the session, and the server keeps the switches it can enforce.

describe('messagingServerData (environment)', () => {
  it('is all on with the spec defaults when nothing is set', () => {
    const data = messagingServerData({});
    expect(Object.values(data.features).every(Boolean)).toBe(true);
    expect(Object.keys(data.features)).toHaveLength(8);
    expect(data).toMatchObject({
      inbox_poll_ms: MESSAGING.inboxPollMs,
      conversation_poll_ms: MESSAGING.inboxPollMs,
      image_upload_limit_bytes: MESSAGING.imageUploadLimitBytes,
      favorites_append_limit: 3,
    });
  });

  it('turns named features off, clamps numbers, and ignores numbers that are not whole', () => {
    const data = messagingServerData({
      MESSAGING_FEATURES_OFF: ' sounds, gif_search ',
      MESSAGING_INBOX_POLL_MS: '20',
      MESSAGING_CONVERSATION_POLL_MS: '5000',
      MESSAGING_IMAGE_LIMIT_BYTES: '2.5',
      MESSAGING_FAVORITES_APPEND_LIMIT: '500',
    });
    expect(data.features.sounds).toBe(false);
    expect(data.features.gif_search).toBe(false);
    expect(data.features.minimize).toBe(true);
    expect(data.inbox_poll_ms).toBe(1000);
    expect(data.conversation_poll_ms).toBe(5000);
    expect(data.image_upload_limit_bytes).toBe(MESSAGING.imageUploadLimitBytes);
    expect(data.favorites_append_limit).toBe(20);
  });

  it('stops startup on a feature name it does not know', () => {
    expect(() => messagingServerData({ MESSAGING_FEATURES_OFF: 'sound' })).toThrow(/unknown feature sound/);
  });
});

describe('the session and the server with photos off and a small image limit', () => {
  let ctx: TestContext;
  const people: Record<string, { client: Client; uuid: string }> = {};
  const png = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: '#36c' } })
      .png({ compressionLevel: 0 })
      .toBuffer();

  async function startWith(env: NodeJS.ProcessEnv) {
    ctx = await createTestApp({ config: { messaging: messagingServerData(env) } });
    for (const name of ['ida', 'jon']) {
      const client = new Client(ctx.app);
      const s = SessionSchema.parse((await client.register(`${name}@example.test`, name, 'correct horse')).json.response);
      people[name] = { client, uuid: (s.blogs[0] as { uuid: string }).uuid };
    }
    expect((await people.ida!.client.post('/svc/follow', { tumblelog: 'jon' })).status).toBe(200);
  }
  const parts = (): Part[] => [
    { field: 'participant', data: people.ida!.uuid },
    { field: 'participants[]', data: people.ida!.uuid },
    { field: 'participants[]', data: people.jon!.uuid },
    { field: 'type', data: 'IMAGE' },
  ];
  const sendPng = async (size: number) =>
    postUpload(
      ctx.app,
      people.ida!.client,
      multipart([...parts(), { field: 'data', filename: 'p.png', type: 'image/png', data: await png(size) }]),
      {
        url: '/svc/conversations/messages',
      },
    );
  afterEach(() => ctx.close());

  it('sends the server data in a signed-in session, and none to a visitor', async () => {
    await startWith({ MESSAGING_FEATURES_OFF: 'tutorial', MESSAGING_CONVERSATION_POLL_MS: '9000' });
    const session = SessionSchema.parse((await people.ida!.client.get('/svc/session')).json.response);
    expect(session.messaging?.features.tutorial).toBe(false);
    expect(session.messaging?.conversation_poll_ms).toBe(9000);
    const visitor = SessionSchema.parse((await new Client(ctx.app).get('/svc/session')).json.response);
    expect(visitor.messaging).toBeUndefined();
  });

  it('refuses photos with 403 when send_photos is off, storing nothing', async () => {
    await startWith({ MESSAGING_FEATURES_OFF: 'send_photos' });
    const before = await dbSnapshot(ctx.app);
    const res = await sendPng(20);
    expect(res.status).toBe(403);
    expect(res.json.errors[0].detail).toBe('Sending photos is turned off.');
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('refuses a GIF with 403 when gif_search is off, storing nothing', async () => {
    await startWith({ MESSAGING_FEATURES_OFF: 'gif_search' });
    const before = await dbSnapshot(ctx.app);
    const res = await people.ida!.client.post('/svc/conversations/messages', {
      participant: people.ida!.uuid,
      'participants[]': [people.ida!.uuid, people.jon!.uuid],
      type: 'IMAGE',
      context: 'messaging-gif',
      gif_post_id: '1',
      gif_url: '/media/a.gif',
    });
    expect(res.status).toBe(403);
    expect(res.json.errors[0].detail).toBe('Sending GIFs is turned off.');
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('refuses a photo over the configured limit with 413, and takes one under it', async () => {
    await startWith({ MESSAGING_IMAGE_LIMIT_BYTES: '4096' });
    const before = await dbSnapshot(ctx.app);
    expect((await sendPng(200)).status).toBe(413);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
    expect((await sendPng(8)).status).toBe(200);
  });
});
