import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formsPostedTo, renderShareHost } from '../../../testing/render-share-host';
import { shareData } from '../../../testing/share-data';
import { REPLY_TO_COOKIE } from '../../../lib/share/reply-to-cookie';

type Answer = (path: string) => unknown;
const answering =
  (data = shareData(), extra: Answer = () => ({ shared: true })): Answer =>
  (path) =>
    path.startsWith('/svc/post/share/') ? { share_popover_data: data } : extra(path);

afterEach(() => {
  document.cookie = `${REPLY_TO_COOKIE}=; Max-Age=0; Path=/`;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('email subview', () => {
  it('enables Send on a valid address, shows "Sending...", then "Post shared!" with 30 confetti pieces', async () => {
    let release: () => void = () => undefined;
    const user = userEvent.setup();
    const { api, bus, open } = renderShareHost(
      answering(shareData(), () => new Promise((resolve) => (release = () => resolve({ shared: true })))),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    expect(screen.getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), 'friend@example');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), '.com');
    expect(send).toBeEnabled();
    await user.type(screen.getByLabelText('Message (optional)'), 'look at this');
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('maxlength', '255');
    await user.click(send);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => release());
    const shared = await screen.findByRole('button', { name: 'Post shared!' });
    expect(within(shared).getByTestId('confetti').children).toHaveLength(30);
    expect(formsPostedTo(api, '/svc/share/email')).toEqual([
      { post_id: '42', tumblelog_name: 'alpha', email_address: 'friend@example.com', message: 'look at this' },
    ]);
    expect(bus.payloads('log:event')).toContainEqual({
      event: 'share',
      data: { network: 'email', type: 'subview', source: 'share-panel', action: 'send' },
    });
    await user.click(shared);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when an address is not valid after leaving the field', async () => {
    const user = userEvent.setup();
    const { open } = renderShareHost(answering());
    open();
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    await user.type(screen.getByLabelText('Email address'), 'nope@');
    await user.tab();
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the reply-to switch is sent as allow_reply_to and remembered in a cookie', async () => {
    const user = userEvent.setup();
    const first = renderShareHost(answering());
    first.open();
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    const reply = screen.getByRole('switch', { name: 'Let them reply to my email address' });
    expect(reply).not.toBeChecked();
    await user.click(reply);
    expect(document.cookie).toContain(`${REPLY_TO_COOKIE}=1`);
    await user.type(screen.getByLabelText('Email address'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Post shared!' });
    expect(formsPostedTo(first.api, '/svc/share/email')[0]).toMatchObject({ allow_reply_to: 'true' });
    await user.click(screen.getByRole('button', { name: 'Post shared!' }));

    first.open();
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    expect(screen.getByRole('switch', { name: 'Let them reply to my email address' })).toBeChecked();
  });

  it('a failure keeps the form and says "Something went screwy."; Try again sends again', async () => {
    let calls = 0;
    const user = userEvent.setup();
    const { api, open } = renderShareHost(
      answering(shareData(), () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return { shared: true };
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    await user.type(screen.getByLabelText('Email address'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went screwy.');
    expect(screen.getByLabelText('Email address')).toHaveValue('friend@example.com');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Post shared!' })).toBeInTheDocument();
    expect(formsPostedTo(api, '/svc/share/email')).toHaveLength(2);
  });

  it('Escape goes back before a share, and closes after it', async () => {
    const user = userEvent.setup();
    const { open } = renderShareHost(answering());
    open();
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Email' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.type(screen.getByLabelText('Email address'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Post shared!' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the panel closes by itself 3000 ms after a share succeeded', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers();
    const { open } = renderShareHost(answering());
    open();
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    await user.type(screen.getByLabelText('Email address'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Post shared!' });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a visitor (no account) gets a mail-client link that records the share', async () => {
    const user = userEvent.setup();
    const { api, open } = renderShareHost(answering(shareData({ has_user: false })));
    open();
    const link = await screen.findByRole('link', { name: 'Email' });
    expect(link.getAttribute('href')).toMatch(/^mailto:\?subject=A%20post%20from%20alpha&body=/);
    expect(link).not.toHaveAttribute('target');
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(formsPostedTo(api, '/svc/share/email')).toEqual([{ post_id: '42', tumblelog_name: 'alpha', share_fallback: 'true' }]);
  });
});

describe('Twitter', () => {
  it('with a username: a subview whose counter counts [URL] as 23 and marks exceeding', async () => {
    const user = userEvent.setup();
    const { api, open } = renderShareHost(answering(shareData({ twitter_username: 'ann' })));
    open();
    await user.click(await screen.findByRole('button', { name: 'Twitter' }));
    expect(screen.getByText('Tweeting as @ann')).toBeInTheDocument();
    const tweet = screen.getByLabelText('Tweet');
    expect(tweet).toHaveValue('[URL]');
    expect(screen.getByText('117')).toBeInTheDocument();
    await user.clear(tweet);
    expect(screen.getByText('140')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(tweet);
    await user.paste(`${'a'.repeat(118)}[URL]`);
    expect(screen.getByText('-1').parentElement).toHaveClass('share-counter--exceeding');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Home}{Delete}');
    expect(screen.getByText('0').parentElement).not.toHaveClass('share-counter--exceeding');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Post shared!' });
    expect(formsPostedTo(api, '/svc/share/twitter')).toEqual([
      { post_id: '42', tumblelog_name: 'alpha', message: `${'a'.repeat(117)}[URL]` },
    ]);
  });
});

describe('popups', () => {
  it.each([
    ['Facebook', 'facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/, 'width=626,height=436'],
    ['Twitter', 'twitter', /^https:\/\/twitter\.com\/intent\/tweet\?url=/, 'width=550,height=420'],
    ['Reddit', 'reddit', /^https:\/\/www\.reddit\.com\/submit\?url=/, 'width=860,height=600,scrollbars=yes'],
    ['Pinterest', 'pinterest', /^https:\/\/www\.pinterest\.com\/pin\/create\/button\//, 'width=750,height=550,scrollbars=yes'],
  ])('%s opens its window and POSTs share_fallback=true', async (label, network, url, features) => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const user = userEvent.setup();
    const host = renderShareHost(answering());
    host.open();
    await user.click(await screen.findByRole('button', { name: label }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(url), expect.any(String), features);
    expect(formsPostedTo(host.api, `/svc/share/${network}`)).toEqual([
      { post_id: '42', tumblelog_name: 'alpha', share_fallback: 'true' },
    ]);
    expect(host.bus.payloads('log:event')).toContainEqual({
      event: 'share',
      data: { network, type: 'popup', source: 'share-panel', action: 'open' },
    });
  });

  it('a blocked window offers the same address as a new-tab link and records nothing', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { api, open } = renderShareHost(answering());
    open();
    await user.click(await screen.findByRole('button', { name: 'Reddit' }));
    expect(screen.getByText(/Your browser blocked the Reddit window/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Reddit in a new tab' })).toHaveAttribute('target', '_blank');
    expect(formsPostedTo(api, '/svc/share/reddit')).toEqual([]);
  });
});

describe('Facebook with a connected account', () => {
  it('asks /svc/facebook_status and shares from a subview', async () => {
    const user = userEvent.setup();
    const { api, open } = renderShareHost(
      answering(shareData({ has_facebook: true }), (path) =>
        path === '/svc/facebook_status' ? { username: 'Ann F' } : { shared: true },
      ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Facebook' }));
    expect(await screen.findByText('Posting as Ann F')).toBeInTheDocument();
    const message = screen.getByLabelText('Message (optional)');
    expect(message).toHaveAttribute('maxlength', '255');
    expect(message).toHaveAttribute('placeholder', 'Discuss this post if you like...');
    await user.type(message, 'so good');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Post shared!' });
    expect(formsPostedTo(api, '/svc/share/facebook')).toEqual([{ post_id: '42', tumblelog_name: 'alpha', message: 'so good' }]);
  });

  it('falls back to the share window when the status call fails', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = userEvent.setup();
    const host = renderShareHost(
      answering(shareData({ has_facebook: true }), (path) => {
        if (path === '/svc/facebook_status') throw new Error('down');
        return { shared: true };
      }),
    );
    host.open();
    const facebook = await screen.findByRole('button', { name: 'Facebook' });
    await waitFor(() => expect(host.api.post).toHaveBeenCalledWith('/svc/facebook_status', expect.anything()));
    await act(async () => undefined);
    await user.click(facebook);
    expect(open).toHaveBeenCalledWith(expect.stringContaining('facebook.com/sharer'), 'facebook_share', 'width=626,height=436');
  });
});

test('Report goes to the abuse form of the post and closes the panel', async () => {
  const user = userEvent.setup();
  const { navigate, open } = renderShareHost(answering());
  open();
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  expect(navigate).toHaveBeenCalledWith('/abuse?post=42');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Permalink opening is logged with its type and source', async () => {
  const user = userEvent.setup();
  const { bus, open } = renderShareHost(answering());
  open();
  const link = await screen.findByRole('link', { name: 'Permalink' });
  link.addEventListener('click', (e) => e.preventDefault());
  await user.click(link);
  expect(bus.payloads('log:event')).toContainEqual({
    event: 'share',
    data: { network: 'permalink', type: 'href', source: 'share-panel', action: 'open' },
  });
});
