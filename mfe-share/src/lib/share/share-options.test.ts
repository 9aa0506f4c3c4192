import { shareData } from '../../testing/share-data';
import { abusePath, mailtoHref, shareOptions, type ShareOption } from './share-options';

const summary = (options: ShareOption[]) => options.map((o) => `${o.network}:${o.type}`);

describe('share types (spec 3 §4)', () => {
  it('offers every option by its type for a signed-in user without connected accounts', () => {
    expect(summary(shareOptions(shareData()))).toEqual([
      'email:subview',
      'facebook:popup',
      'twitter:popup',
      'reddit:popup',
      'pinterest:popup',
      'permalink:href',
      'embed:subview',
      'report:callback',
    ]);
  });

  it('permalink is a new-tab link to the post', () => {
    const permalink = shareOptions(shareData()).find((o) => o.network === 'permalink');
    expect(permalink).toEqual({
      network: 'permalink',
      label: 'Permalink',
      type: 'href',
      href: 'http://localhost:8080/blog/alpha/post/42',
      newTab: true,
    });
  });

  it('Facebook is a subview with a connected account, and the window again when its status failed', () => {
    expect(summary(shareOptions(shareData({ has_facebook: true })))).toContain('facebook:subview');
    expect(summary(shareOptions(shareData({ has_facebook: true }), { facebookStatusFailed: true }))).toContain('facebook:popup');
  });

  it('Twitter is a subview when a twitter username exists', () => {
    expect(summary(shareOptions(shareData({ twitter_username: 'ann' })))).toContain('twitter:subview');
  });

  it('email is a mail-client link without an account', () => {
    const visitor = shareOptions(shareData({ has_user: false })).find((o) => o.network === 'email');
    expect(visitor).toMatchObject({ type: 'href', newTab: false, href: mailtoHref(shareData()) });
    expect(mailtoHref(shareData())).toBe(
      'mailto:?subject=A%20post%20from%20alpha&body=http%3A%2F%2Flocalhost%3A8080%2Fblog%2Falpha%2Fpost%2F42',
    );
  });
});

describe('flags hide options (spec 3 §4)', () => {
  it.each([
    ['show_email', 'email'],
    ['show_facebook', 'facebook'],
    ['show_twitter', 'twitter'],
    ['show_reddit', 'reddit'],
    ['show_pinterest', 'pinterest'],
    ['show_permalink', 'permalink'],
    ['show_embed', 'embed'],
  ] as const)('%s off hides %s', (flag, network) => {
    const networks = shareOptions(shareData({ [flag]: false })).map((o) => o.network);
    expect(networks).not.toContain(network);
    expect(networks).toHaveLength(7);
  });

  it('report shows with either the flagging or the reporting-links flag', () => {
    const has = (extra: Parameters<typeof shareData>[0]) => shareOptions(shareData(extra)).some((o) => o.network === 'report');
    expect(has({ show_flagging: true, show_reporting_links: false })).toBe(true);
    expect(has({ show_flagging: false, show_reporting_links: true })).toBe(true);
    expect(has({ show_flagging: false, show_reporting_links: false })).toBe(false);
  });

  it('external sharing off (every network flag off) leaves permalink, embed and report', () => {
    const off = { show_email: false, show_facebook: false, show_twitter: false, show_reddit: false, show_pinterest: false };
    expect(summary(shareOptions(shareData(off)))).toEqual(['permalink:href', 'embed:subview', 'report:callback']);
  });

  it('Pinterest needs its configured window', () => {
    expect(shareOptions(shareData({ pinterest_share_window: undefined })).map((o) => o.network)).not.toContain('pinterest');
  });

  it('a private post offers nothing, whatever its flags', () => {
    expect(shareOptions(shareData({ is_private: true }))).toEqual([]);
  });
});

test('the abuse form path comes from abuse_url, absolute or not', () => {
  expect(abusePath('http://localhost:8080/abuse?post=42')).toBe('/abuse?post=42');
  expect(abusePath('/abuse?post=7')).toBe('/abuse?post=7');
});
