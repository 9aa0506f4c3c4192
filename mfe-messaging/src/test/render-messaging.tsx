import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteProps } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { ConversationWindows } from '../features/conversation/components/conversation-windows';
import { HeaderInbox } from '../features/header-inbox/components/header-inbox';

/**
 * Renders what the messaging remote mounts, with one set of props: the header inbox widget and,
 * with `windows`, the application's conversation windows (two React roots in the product).
 */
export function renderMessaging(props: RemoteProps, { windows = false }: { windows?: boolean } = {}) {
  return render(
    <>
      <RemoteProvider value={props}>
        <HeaderInbox />
      </RemoteProvider>
      {windows ? (
        <RemoteProvider value={props}>
          <ConversationWindows />
        </RemoteProvider>
      ) : null}
    </>,
  );
}

/** Opens the inbox popover from the header button; resolves the dialog. */
export async function openInbox(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: /^Messages/ }));
  return screen.getByRole('dialog', { name: 'Inbox' });
}
