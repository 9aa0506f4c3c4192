import { fakeApi } from '@dash/remote-kit/src/testing';
import { shareData } from '../../testing/share-data';
import { postShare, recordFallbackShare } from './share-api';

test('a form share posts post_id, tumblelog_name and its fields, form-encoded', async () => {
  const api = fakeApi(() => ({ shared: true }));
  await postShare(api, 'email', shareData(), { email_address: ' ann@example.com ', message: 'look', allow_reply_to: true });
  expect(api.post).toHaveBeenCalledWith('/svc/share/email', {
    form: { post_id: '42', tumblelog_name: 'alpha', email_address: 'ann@example.com', message: 'look', allow_reply_to: 'true' },
  });
});

test('allow_reply_to is left out when replies are not allowed; form_key is added when given', async () => {
  const api = fakeApi(() => ({}));
  await postShare(
    api,
    'email',
    { ...shareData(), form_key: 'k' },
    { email_address: 'a@b.co', message: '', allow_reply_to: false },
  );
  expect(api.post.mock.calls[0]?.[1]).toEqual({
    form: { post_id: '42', tumblelog_name: 'alpha', email_address: 'a@b.co', message: '', form_key: 'k' },
  });
});

test('a blog share mails through /svc/email_tumblelog', async () => {
  const api = fakeApi(() => ({}));
  await postShare(api, 'email', shareData({ tumblelog_share: true }), { email_address: 'a@b.co' });
  expect(api.post.mock.calls[0]?.[0]).toBe('/svc/email_tumblelog');
});

test('a popup records share_fallback=true and swallows a failure', async () => {
  const api = fakeApi(() => {
    throw new Error('down');
  });
  recordFallbackShare(api, 'reddit', shareData());
  expect(api.post).toHaveBeenCalledWith('/svc/share/reddit', {
    form: { post_id: '42', tumblelog_name: 'alpha', share_fallback: 'true' },
  });
  await new Promise((r) => setTimeout(r, 0));
});
