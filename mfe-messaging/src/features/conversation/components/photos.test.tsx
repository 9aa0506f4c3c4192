import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type Message } from '@dash/shared-contracts';
import { createFakeBus, fakeApi, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { renderMessaging } from '../../../test/render-messaging';
import { conversation } from '../../../test/conversation-fixture';
import { windowStore } from '../state/window-store';

/** jsdom loads no images: the fake decodes any file except one named "broken.*" as 800×600. */
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(url: string) {
    queueMicrotask(() => {
      if (url.includes('broken')) this.onerror?.();
      else {
        this.naturalWidth = 800;
        this.naturalHeight = 600;
        this.onload?.();
      }
    });
  }
}

const realImage = global.Image;
let urls = 0;
beforeAll(() => {
  global.Image = FakeImage as unknown as typeof Image;
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}-${++urls}`);
  URL.revokeObjectURL = jest.fn();
});
afterAll(() => {
  global.Image = realImage;
});
afterEach(() => act(() => windowStore.reset()));

const saved = (ts: number, type: 'TEXT' | 'IMAGE', text = ''): Message => ({
  conversation_id: 'c1',
  type,
  ts: String(ts),
  participant: 't:alpha',
  ...(type === 'IMAGE' ? { image: { url: '/media/x.jpg', width: 800, height: 600, alt: text } } : { content: { text } }),
});

function setup() {
  const bus = createFakeBus();
  const api = fakeApi();
  const dialogs: string[] = [];
  bus.on('dialog:open', (request) => {
    dialogs.push(request.title);
    queueMicrotask(() => bus.emit('dialog:closed', { id: request.id, result: 'confirm' }));
  });
  const sent: Array<{ kind: 'form' | 'multipart'; fields: Record<string, unknown> }> = [];
  let ts = 5_000_000;
  api.get.mockImplementation(async (path: string, options: { schema?: { parse(v: unknown): unknown } } = {}) => {
    const value =
      path === API_ROUTES.messages
        ? { conversation: conversation('c1'), messages: { data: [] } }
        : { unread_messages: { 'mk-alpha': { c1: 0 } } };
    return options.schema ? options.schema.parse(value) : value;
  });
  api.post.mockImplementation(
    async (
      _path: string,
      options: { body?: FormData; form?: Record<string, unknown>; schema?: { parse(v: unknown): unknown } },
    ) => {
      ts += 1000;
      let message: Message;
      if (options.body) {
        const fields = Object.fromEntries(options.body.entries());
        sent.push({ kind: 'multipart', fields });
        message = saved(ts, 'IMAGE', String(fields.alt ?? ''));
      } else {
        sent.push({ kind: 'form', fields: options.form ?? {} });
        message = saved(ts, 'TEXT', String(options.form?.message));
      }
      const value = { conversation: conversation('c1'), messages: { data: [message] } };
      return options.schema ? options.schema.parse(value) : value;
    },
  );
  renderMessaging(remoteProps({ bus, api, session: fakeSession() }), { windows: true });
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others: [conversation('c1').participants[1]!] });
  });
  return { dialogs, sent, api };
}

const user = () => userEvent.setup({ applyAccept: false });

async function openPanel() {
  const panel = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Message to friend-c1' })).toBeEnabled());
  return panel;
}

test('a wrong type, a file over 10 MB and an unloadable image are refused with the spec alerts', async () => {
  const { dialogs, api } = setup();
  const panel = await openPanel();
  const input = within(panel).getByTestId('photo-input');
  expect(input).toHaveAttribute('accept', expect.stringContaining('.gif'));

  await user().upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 10485761 });
  await user().upload(input, big);
  await user().upload(input, new File(['x'], 'broken.png', { type: 'image/png' }));
  await waitFor(() =>
    expect(dialogs).toEqual([
      'Invalid file type',
      'Image must be smaller than 10MB',
      'Something about that file is off. Try sending something else.',
    ]),
  );
  expect(within(panel).queryByRole('group', { name: 'Image preview' })).not.toBeInTheDocument();
  expect(api.post).not.toHaveBeenCalled();
});

test('a valid photo shows in the preview (fit 210×150), the photo button hides, Remove dismisses it', async () => {
  setup();
  const panel = await openPanel();
  const photoButton = within(panel).getByRole('button', { name: 'Add a photo' });
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
  await user().upload(within(panel).getByTestId('photo-input'), new File(['x'], 'cat.jpg', { type: 'image/jpeg' }));

  const preview = await within(panel).findByRole('group', { name: 'Image preview' });
  const img = within(preview).getByRole('img', { name: 'Photo to send' });
  expect(img).toHaveAttribute('width', '200');
  expect(img).toHaveAttribute('height', '150');
  expect(photoButton).not.toBeInTheDocument();
  // Auto-validation is off while a preview shows: an empty text may be sent.
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();

  await user().click(within(preview).getByRole('button', { name: 'Remove photo' }));
  await waitFor(() => expect(within(panel).queryByRole('group', { name: 'Image preview' })).not.toBeInTheDocument());
  expect(within(panel).getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(URL.revokeObjectURL).toHaveBeenCalled();
});

test('submit sends the preview first (IMAGE, multipart field data, context messaging-image-upload), then the text', async () => {
  const { sent } = setup();
  const panel = await openPanel();
  await user().upload(within(panel).getByTestId('photo-input'), new File(['x'], 'cat.jpg', { type: 'image/jpeg' }));
  await within(panel).findByRole('group', { name: 'Image preview' });
  await user().type(within(panel).getByRole('textbox', { name: 'Message to friend-c1' }), 'look{Enter}');

  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[0]!.kind).toBe('multipart');
  expect(sent[0]!.fields).toMatchObject({
    conversation_id: 'c1',
    participant: 't:alpha',
    type: 'IMAGE',
    context: 'messaging-image-upload',
  });
  expect(sent[0]!.fields.data).toBeInstanceOf(File);
  expect((sent[0]!.fields.data as File).name).toBe('cat.jpg');
  expect(sent[1]).toEqual({ kind: 'form', fields: expect.objectContaining({ type: 'TEXT', message: 'look' }) });
  await waitFor(() => expect(within(panel).queryByRole('group', { name: 'Image preview' })).not.toBeInTheDocument());
  await waitFor(() => expect(within(panel).getByRole('img', { name: 'Image from alpha' })).toBeInTheDocument());
  expect(sent[0]!.fields).not.toHaveProperty('alt');
  expect(within(panel).queryByRole('button', { name: 'Show alt text' })).not.toBeInTheDocument();
});

test('the preview’s Alt text field: its text goes as the multipart part alt, and the sent image shows it with the ALT badge', async () => {
  const { sent } = setup();
  const panel = await openPanel();
  await user().upload(within(panel).getByTestId('photo-input'), new File(['x'], 'cat.jpg', { type: 'image/jpeg' }));
  const preview = await within(panel).findByRole('group', { name: 'Image preview' });
  await user().type(within(preview).getByRole('textbox', { name: 'Alt text' }), '  A cat asleep in a sink ');
  await user().click(within(panel).getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.fields).toMatchObject({ type: 'IMAGE', alt: 'A cat asleep in a sink' });
  const keys = Object.keys(sent[0]!.fields);
  expect(keys.indexOf('alt')).toBeLessThan(keys.indexOf('data'));
  const shown = await within(panel).findByRole('img', { name: 'A cat asleep in a sink' });
  expect(shown).toHaveAttribute('src', '/media/x.jpg');
  await user().click(within(panel).getByRole('button', { name: 'Show alt text' }));
  expect(await screen.findByRole('dialog', { name: 'Alt text' })).toHaveTextContent('A cat asleep in a sink');
});

test('an alt text over 1,000 characters holds Send and says why; nothing is sent or lost', async () => {
  const { sent } = setup();
  const panel = await openPanel();
  await user().upload(within(panel).getByTestId('photo-input'), new File(['x'], 'cat.jpg', { type: 'image/jpeg' }));
  const preview = await within(panel).findByRole('group', { name: 'Image preview' });
  const field = within(preview).getByRole('textbox', { name: 'Alt text' });
  await user().click(field);
  await user().paste('x'.repeat(1001));
  expect(within(preview).getByRole('alert')).toHaveTextContent('Alt text can be at most 1,000 characters.');
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
  await user().type(within(panel).getByRole('textbox', { name: 'Message to friend-c1' }), 'hi{Enter}');
  expect(sent).toHaveLength(0);
  expect(field).toHaveValue('x'.repeat(1001));
  await user().type(field, '{Backspace}');
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();
});
