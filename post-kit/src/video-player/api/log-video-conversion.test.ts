import { fakeApi } from '@dash/remote-kit/src/testing';
import { claimConversionLog, resetConversionLogForTests } from '../lib/conversion-once';
import { logVideoConversion } from './log-video-conversion';

describe('video conversion log', () => {
  beforeEach(() => resetConversionLogForTests());

  it('posts the form-encoded log once', async () => {
    const api = fakeApi();
    api.post.mockResolvedValue({});
    await logVideoConversion(api, '8.24.1');
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0]?.[0]).toBe('/svc/log/conversion');
    const form = (api.post.mock.calls[0]?.[1] as { form: { log: string } }).form;
    expect(JSON.parse(form.log)).toEqual({ name: 'video_play', extra: { player: 'videojs', player_version: '8.24.1' } });
  });

  it('is claimed once per page, and only by a logged-in user', () => {
    expect(claimConversionLog(false)).toBe(false);
    expect(claimConversionLog(true)).toBe(true);
    expect(claimConversionLog(true)).toBe(false);
  });
});
