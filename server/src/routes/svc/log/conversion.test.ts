import { setupTestApp } from '../../../../test/setup-test-app';

const {
  ctx,
  users: { ann },
} = setupTestApp('ann');

const events = () => ctx.app.db.selectFrom('log_events').selectAll().execute();

it('stores the form-encoded conversion log', async () => {
  const log = JSON.stringify({ name: 'video_play', extra: { player: 'videojs', player_version: '8.0.0' } });
  const res = await ann.post('/svc/log/conversion', { log });
  expect(res.status).toBe(200);
  const stored = await events();
  expect(stored).toHaveLength(1);
  expect(JSON.parse(stored[0]?.event ?? '{}')).toEqual({
    type: 'conversion',
    name: 'video_play',
    extra: { player: 'videojs', player_version: '8.0.0' },
  });
  expect(stored[0]?.user_id).not.toBeNull();
});

it.each([[{ log: '{not json' }], [{ log: '[]' }], [{ log: '{"extra":{}}' }], [{}]])(
  'refuses %j with 400 and stores nothing',
  async (body) => {
    const before = (await events()).length;
    const res = await ann.post('/svc/log/conversion', body);
    expect(res.status).toBe(400);
    expect((await events()).length).toBe(before);
  },
);

it('needs the form key', async () => {
  expect((await ann.post('/svc/log/conversion', { log: '{"name":"x"}' }, { formKey: false })).status).toBe(403);
});
