import type { SharePopoverData } from '@dash/shared-contracts';

/** Share data as the server answers it for a public post seen by a signed-in user (tests only). */
export function shareData(extra: Partial<SharePopoverData> = {}): SharePopoverData {
  return {
    tumblelog_name: 'alpha',
    post_id: '42',
    root_id: '42',
    post_url: 'http://localhost:8080/blog/alpha/post/42',
    post_tiny_url: 'http://localhost:8080/p/16',
    embed_key: 'ek',
    embed_did: 'did',
    embed_code: '<div class="post-embed" data-post-id="42"></div><script async src="/embed.js"></script>',
    abuse_url: 'http://localhost:8080/abuse?post=42',
    permalink_label: 'Permalink',
    twitter_username: null,
    pinterest_share_window: {
      url: 'https://www.pinterest.com/pin/create/button/?url=x',
      name: 'pinterest_share',
      dimensions: 'width=750,height=550,scrollbars=yes',
    },
    has_facebook: false,
    has_user: true,
    is_private: false,
    tumblelog_share: false,
    show_permalink: true,
    show_embed: true,
    show_email: true,
    show_twitter: true,
    show_facebook: true,
    show_pinterest: true,
    show_reddit: true,
    show_flagging: true,
    show_reporting_links: true,
    ...extra,
  };
}
