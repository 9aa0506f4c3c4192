import { createFakeServices } from '../../../test/fake-services';
import { claimConversionLog, resetConversionLogForTests } from '../lib/conversion-once';
import { logVideoConversion } from './log-video-conversion';

describe('video conversion log', () => {
  beforeEach(() => resetConversionLogForTests());

  it('posts the form-encoded log once', async () => {
    const { api } = createFakeServices();
    api.on('post', '/svc/log/conversion', () => ({}));
    await logVideoConversion(api, '8.24.1');
    expect(api.calls).toHaveLength(1);
    const form = api.calls[0]?.options?.form as { log: string };
    expect(JSON.parse(form.log)).toEqual({ name: 'video_play', extra: { player: 'videojs', player_version: '8.24.1' } });
  });

  it('is claimed once per page, and only by a logged-in user', () => {
    expect(claimConversionLog(false)).toBe(false);
    expect(claimConversionLog(true)).toBe(true);
    expect(claimConversionLog(true)).toBe(false);
  });
});
