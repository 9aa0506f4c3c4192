import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, ApiError, type BlogSettings, type BlogSettingsResponse } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices, type FakeServices } from '../../../test/fake-services';
import { makeOwnBlog, makeSession } from '../../../test/fixtures';
import { BlogSettingsPage } from './blog-settings-page';

const settings = (overrides: Partial<BlogSettings> = {}): BlogSettings => ({
  name: 'alice',
  url: '/blog/alice',
  title: 'Alice writes',
  description: 'Notes',
  avatar_url: '/media/avatars/alice-128.jpg',
  theme: {
    background_color: '#ffffff',
    title_color: '#444444',
    link_color: '#00b8ff',
    title_font: 'Gibson',
    title_font_weight: 'bold',
    avatar_shape: 'circle',
    header_image: null,
    show_header_image: true,
    show_avatar: true,
    show_title: true,
    show_description: true,
  },
  asks: true,
  anonymous_asks: true,
  messages_from_followed_only: false,
  twitter_send_posts: false,
  facebook_opengraph_send_posts: false,
  ...overrides,
});
const answer = (s: BlogSettings = settings()): BlogSettingsResponse => ({
  settings: s,
  blog: makeOwnBlog('alice', { title: s.title, avatar_url: s.avatar_url, is_primary: true }),
});

async function setup(loaded: BlogSettingsResponse | (() => never) = answer()): Promise<FakeServices> {
  const services = createFakeServices({ session: makeSession(), path: '/settings/blog/alice' });
  services.api.on('get', API_ROUTES.blogSettings('alice'), () => (typeof loaded === 'function' ? loaded() : loaded));
  await act(async () => {
    renderWithServices(<BlogSettingsPage name="alice" />, services);
  });
  return services;
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('BlogSettingsPage', () => {
  it('renders a loading line first (as the server does), then the settings, the preview and the title', async () => {
    const services = createFakeServices({ session: makeSession(), path: '/settings/blog/alice' });
    let resolve: (v: unknown) => void = () => undefined;
    services.api.on('get', API_ROUTES.blogSettings('alice'), () => new Promise((r) => (resolve = r)));
    renderWithServices(<BlogSettingsPage name="alice" />, services);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings…');
    expect(document.title).toBe('Settings for alice');
    await waitFor(() => expect(services.api.calls).toHaveLength(1));
    await act(async () => resolve(answer()));
    expect(screen.getByLabelText('Title')).toHaveValue('Alice writes');
    expect(within(preview()).getByRole('heading', { name: 'Alice writes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View alice' })).toHaveAttribute('href', '/blog/alice');
    expect(screen.getByRole('navigation', { name: 'Settings' })).toBeInTheDocument();
  });

  it('says why the settings did not load and tries again', async () => {
    let fail = true;
    const services = createFakeServices({ session: makeSession(), path: '/settings/blog/alice' });
    services.api.on('get', API_ROUTES.blogSettings('alice'), () => {
      if (fail) throw new ApiError(0, 'offline', [{ code: 'NETWORK', detail: 'You seem to be offline.' }]);
      return answer();
    });
    await act(async () => {
      renderWithServices(<BlogSettingsPage name="alice" />, services);
    });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your settings. You seem to be offline.");
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByLabelText('Title')).toHaveValue('Alice writes');
  });

  it('shows title, colours, font and avatar shape in the preview as they are edited', async () => {
    await setup();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New name' } });
    fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#112233' } });
    const fonts = await screen.findByRole('group', { name: 'Title font' });
    fireEvent.click(within(fonts).getByRole('radio', { name: 'Courier New' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Square' }));
    const header = within(preview()).getByRole('heading', { name: 'New name' }).closest('header')!;
    expect(header.style.getPropertyValue('--blog-bg')).toBe('#112233');
    expect(header.style.getPropertyValue('--blog-title-font')).toMatch(/^"Courier New"/);
    expect(preview().querySelector('.shell-blog-header__avatar--square')).not.toBeNull();
    // A half-typed colour keeps the last good one in the preview.
    fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#12' } });
    expect(header.style.getPropertyValue('--blog-bg')).toBe('#ffffff');
  });

  it('saves only what changed, disables the form meanwhile, then says Saved. and updates the session', async () => {
    const services = await setup();
    let finish: (v: unknown) => void = () => undefined;
    services.api.on('post', API_ROUTES.blogSettings('alice'), () => new Promise((r) => (finish = r)));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Kitchen' } });
    fireEvent.change(screen.getByLabelText('Title colour'), { target: { value: '#AA0000' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Allow anonymous questions' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Only blogs I follow' }));
    await save();
    expect(services.api.calls.at(-1)).toMatchObject({
      method: 'post',
      options: { json: { title: 'Kitchen', title_color: '#aa0000', anonymous_asks: false, messages_from_followed_only: true } },
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    const saved = settings({ title: 'Kitchen', anonymous_asks: false, messages_from_followed_only: true });
    saved.theme.title_color = '#aa0000';
    await act(async () => finish(answer(saved)));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Kitchen');
    expect(screen.getByLabelText('Title')).toBeEnabled();
    expect(services.session.get().blogs[0]?.title).toBe('Kitchen');
    await save();
    expect(screen.getByText('Nothing to save: no setting has changed.')).toBeInTheDocument();
  });

  it('refuses a bad colour and a long title before sending, marking the fields', async () => {
    const services = await setup();
    fireEvent.change(screen.getByLabelText('Link colour'), { target: { value: 'blue' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 't'.repeat(256) } });
    await save();
    expect(services.api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    expect(screen.getByText('Use a colour like #1a2b3c.')).toBeInTheDocument();
    expect(screen.getByText('Titles can be at most 255 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Link colour')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(screen.getByLabelText('Link colour')).toHaveValue('blue');
  });

  it('keeps every edit when the save fails, with the reason', async () => {
    const services = await setup();
    services.api.on('post', API_ROUTES.blogSettings('alice'), () => {
      throw new ApiError(500, 'Server Error', [{ code: 'INTERNAL', detail: 'Something went wrong. Please try again.' }]);
    });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Longer notes' } });
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your settings were not saved. Sorry, we seem to be having technical trouble. Please try again later.',
    );
    expect(screen.getByLabelText('Description')).toHaveValue('Longer notes');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('uploads an avatar at once and shows the new one; refuses a non-image without a call', async () => {
    const services = await setup();
    const next = settings({ avatar_url: '/media/avatars/alice-new-128.jpg' });
    services.api.on('post', API_ROUTES.blogAvatar('alice'), () => answer(next));
    const input = screen.getByLabelText('Upload an avatar');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await act(async () => fireEvent.change(input, { target: { files: [text] } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPG, PNG, GIF or WebP image.');
    expect(services.api.calls.filter((c) => c.method === 'post')).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [png] } }));
    const call = services.api.calls.at(-1)!;
    expect(call.path).toBe(API_ROUTES.blogAvatar('alice'));
    expect((call.options?.body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Current avatar' })).toHaveAttribute('src', next.avatar_url);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(services.session.get().blogs[0]?.avatar_url).toBe(next.avatar_url);
  });

  it('uploads a header with the focus point and removes it', async () => {
    const withHeader = settings();
    withHeader.theme = { ...withHeader.theme, header_image: '/media/uploads/h-1080.jpg', header_image_focus: { x: 0.5, y: 0.5 } };
    const services = await setup(answer(withHeader));
    fireEvent.change(screen.getByRole('slider', { name: 'Top to bottom' }), { target: { value: '20' } });
    services.api.on('post', API_ROUTES.blogHeaderImage('alice'), () => answer(withHeader));
    const jpeg = new File([new Uint8Array([255, 216])], 'wide.jpg', { type: 'image/jpeg' });
    await act(async () => fireEvent.change(screen.getByLabelText('Replace the header image'), { target: { files: [jpeg] } }));
    const body = services.api.calls.at(-1)!.options?.body as FormData;
    expect([body.get('header_focus_x'), body.get('header_focus_y')]).toEqual(['0.5', '0.2']);
    const removed = settings();
    services.api.on('post', API_ROUTES.blogSettings('alice'), () => answer(removed));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove the header image' })));
    expect(services.api.calls.at(-1)?.options?.json).toEqual({ remove_header_image: true });
    expect(screen.getByText('No header image')).toBeInTheDocument();
  });

  it('saves a sharing switch at once through POST /settings/save, and puts it back on failure', async () => {
    const services = await setup();
    services.api.on('post', API_ROUTES.settingsSave, () => answer(settings({ twitter_send_posts: true })));
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Share new posts to Twitter' })));
    expect(services.api.calls.at(-1)?.options?.form).toEqual({
      tumblelog_name_or_id: 'alice',
      page: 'blog_settings',
      'tumblelog[twitter_send_posts]': 'on',
    });
    expect(screen.getByRole('switch', { name: 'Share new posts to Twitter' })).toBeChecked();
    services.api.on('post', API_ROUTES.settingsSave, () => {
      throw new ApiError(0, 'offline', [{ code: 'NETWORK', detail: 'You seem to be offline.' }]);
    });
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Share new posts to Facebook' })));
    expect(screen.getByRole('switch', { name: 'Share new posts to Facebook' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Your settings were not saved. You seem to be offline.');
  });
});

describe('BlogSettingsPage picture descriptions (issue 13)', () => {
  const withHeader = (theme: Partial<BlogSettings['theme']> = {}) => {
    const s = settings();
    s.theme = { ...s.theme, header_image: '/media/uploads/h-1080.jpg', ...theme };
    return s;
  };

  it('shows the saved alt texts, saves the changed ones with Save changes and draws them in the preview', async () => {
    const services = await setup(answer(withHeader({ avatar_alt: 'A fox', header_image_alt: '' })));
    const avatarAlt = screen.getByRole('textbox', { name: 'Avatar alt text' });
    const headerAlt = screen.getByRole('textbox', { name: 'Header image alt text' });
    expect(avatarAlt).toHaveValue('A fox');
    expect(headerAlt).toHaveValue('');
    expect(within(preview()).getByRole('img', { name: 'A fox' })).toBeInTheDocument();
    expect(within(preview()).getByRole('img', { name: 'Header image of alice' })).toBeInTheDocument();

    fireEvent.change(headerAlt, { target: { value: 'Hills at dawn' } });
    expect(within(preview()).getByRole('img', { name: 'Hills at dawn' })).toBeInTheDocument();
    services.api.on('post', API_ROUTES.blogSettings('alice'), () =>
      answer(withHeader({ avatar_alt: 'A fox', header_image_alt: 'Hills at dawn' })),
    );
    await save();
    expect(services.api.calls.at(-1)).toMatchObject({ method: 'post', options: { json: { header_image_alt: 'Hills at dawn' } } });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Header image alt text' })).toHaveValue('Hills at dawn');
  });

  it('has no header alt field without a header image', async () => {
    await setup();
    expect(screen.getByRole('textbox', { name: 'Avatar alt text' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Header image alt text' })).not.toBeInTheDocument();
  });

  it('refuses an alt text over 1,000 characters without a call, keeping every character', async () => {
    const services = await setup();
    const field = screen.getByRole('textbox', { name: 'Avatar alt text' });
    fireEvent.change(field, { target: { value: 'x'.repeat(1001) } });
    await save();
    expect(services.api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    expect(screen.getByText('Alt text can be at most 1,000 characters.')).toBeInTheDocument();
    expect(screen.getByText('-1 character left')).toBeInTheDocument();
    expect(field).toHaveValue('x'.repeat(1001));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
