import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Lifecycles, RemoteAppModule, RemoteProps } from '@dash/shared-contracts';
import { platformHarness } from '../testing/platform-harness';
import { simulateNavigation } from './next-navigation';
import { createRemoteDemand } from './remote-demand';
import { createRemoteSlot } from './remote-slot';

function widget(): Lifecycles {
  return {
    bootstrap: async () => undefined,
    mount: jest.fn(async (props: RemoteProps) => {
      props.domElement.innerHTML = '<button type="button">Inbox</button>';
    }),
    unmount: jest.fn(async (props: RemoteProps) => {
      props.domElement.innerHTML = '';
    }),
  };
}

function moduleWith(widgets: RemoteAppModule['widgets']): RemoteAppModule {
  return {
    bootstrap: async () => undefined,
    mount: async () => undefined,
    unmount: async () => undefined,
    remoteInfo: { name: 'messaging', version: '1.0.0', contractsMajor: 1 },
    widgets,
  };
}

function setup(loadRemote: (id: string) => Promise<RemoteAppModule | null>, { demanded = true } = {}) {
  const h = platformHarness(loadRemote);
  const demand = createRemoteDemand();
  if (demanded) for (const name of ['messaging', 'activity', 'compose'] as const) demand.demand(name);
  const propsFor = jest.fn(
    (name: string, domElement: HTMLElement) => ({ name, domElement, bus: h.bus }) as unknown as RemoteProps,
  );
  const RemoteSlot = createRemoteSlot({
    loader: h.loader,
    statuses: h.statuses,
    propsFor,
    contractsMajor: 1,
    demand,
    log: jest.fn(),
  });
  return { ...h, RemoteSlot, propsFor, demand };
}

describe('RemoteSlot', () => {
  it('mounts the widget of the remote that fills the slot as a parcel and unmounts it with the component', async () => {
    const inbox = widget();
    const h = setup(async () => moduleWith({ 'header-inbox': inbox }));
    const view = render(h.wrap(<h.RemoteSlot slot="header-inbox" className="x" />));
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBeTruthy();
    expect(h.federation.loadRemote).toHaveBeenCalledWith('messaging/app');
    expect(h.propsFor).toHaveBeenCalledWith('messaging', expect.any(HTMLElement));
    view.unmount();
    await waitFor(() => expect(inbox.unmount).toHaveBeenCalled());
  });

  it('shows a labelled icon when the remote is down and retries after the next navigation', async () => {
    let calls = 0;
    const inbox = widget();
    const h = setup(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return moduleWith({ 'header-inbox': inbox });
    });
    const view = render(h.wrap(<h.RemoteSlot slot="header-inbox" />));
    const slot = () => view.container.querySelector('[data-remote-slot="header-inbox"]');
    const notice = await screen.findByRole('status', { name: 'Messaging is unavailable right now' });
    expect(notice.getAttribute('title')).toBe('Messaging is unavailable right now');
    // The state the guided tour reads: a failed slot is no anchor.
    expect(slot()?.getAttribute('data-remote-state')).toBe('failed');
    await act(async () => simulateNavigation());
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(slot()?.getAttribute('data-remote-state')).toBe('mounted'));
  });

  it('shows the notice when the widget throws while mounting', async () => {
    const broken: Lifecycles = {
      bootstrap: async () => undefined,
      mount: async () => Promise.reject(new Error('bad')),
      unmount: async () => undefined,
    };
    const h = setup(async () => moduleWith({ 'header-activity': broken }));
    render(h.wrap(<h.RemoteSlot slot="header-activity" />));
    expect(await screen.findByLabelText('Activity is unavailable right now')).toBeTruthy();
  });

  it('leaves no trace when the loaded remote has no widget for the slot', async () => {
    const h = setup(async () => moduleWith({}));
    const view = render(h.wrap(<h.RemoteSlot slot="header-inbox" />));
    await waitFor(() => expect(h.federation.loadRemote).toHaveBeenCalled());
    await waitFor(() => expect(view.container.querySelector('[data-remote-slot]')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => simulateNavigation());
    expect(view.container.querySelector('[data-remote-slot]')).toBeNull();
    expect(h.federation.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows its look-alike and loads nothing until the page needs the remote; the first pointer that reaches it loads it', async () => {
    const inbox = widget();
    const h = setup(async () => moduleWith({ 'header-inbox': inbox }), { demanded: false });
    const view = render(
      h.wrap(
        <h.RemoteSlot slot="header-inbox">
          <button type="button">Inbox look-alike</button>
        </h.RemoteSlot>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Inbox look-alike' })).toBeTruthy();
    await act(async () => undefined);
    expect(h.federation.loadRemote).not.toHaveBeenCalled();
    fireEvent.pointerEnter(view.container.querySelector('[data-remote-slot]')!);
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBeTruthy();
    expect(h.demand.isDemanded('messaging')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Inbox look-alike' })).toBeNull();
  });

  it('hides the look-alike as soon as the widget has drawn, before its mount is reported: never two controls with one name', async () => {
    let finishMount: () => void = () => undefined;
    const slow: Lifecycles = {
      bootstrap: async () => undefined,
      mount: jest.fn(async (props: RemoteProps) => {
        const button = document.createElement('button');
        button.textContent = 'Inbox';
        props.domElement.appendChild(button);
        await new Promise<void>((resolve) => (finishMount = resolve));
      }),
      unmount: async () => undefined,
    };
    const h = setup(async () => moduleWith({ 'header-inbox': slow }));
    render(
      h.wrap(
        <h.RemoteSlot slot="header-inbox">
          <button type="button">Inbox</button>
        </h.RemoteSlot>,
      ),
    );
    await waitFor(() => expect(slow.mount).toHaveBeenCalled());
    // The widget's button is drawn and the mount is still pending: only one "Inbox" button.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Inbox' })).toHaveLength(1));
    await act(async () => finishMount());
    expect(screen.getAllByRole('button', { name: 'Inbox' })).toHaveLength(1);
  });

  it("replays a click on the look-alike on the widget's control in the same place, and moves the focus there", async () => {
    const clicks: string[] = [];
    const tabs: Lifecycles = {
      bootstrap: async () => undefined,
      mount: async (props: RemoteProps) => {
        props.domElement.innerHTML = '<button type="button">Text</button><button type="button">Photo</button>';
        props.domElement
          .querySelectorAll('button')
          .forEach((b) => b.addEventListener('click', () => clicks.push(b.textContent ?? '')));
      },
      unmount: async () => undefined,
    };
    const h = setup(async () => moduleWith({ 'header-activity': tabs }), { demanded: false });
    render(
      h.wrap(
        <h.RemoteSlot slot="header-activity">
          <button type="button">Text look-alike</button>
          <button type="button">Photo look-alike</button>
        </h.RemoteSlot>,
      ),
    );
    const photo = screen.getByRole('button', { name: 'Photo look-alike' });
    photo.focus();
    fireEvent.click(photo);
    await waitFor(() => expect(clicks).toEqual(['Photo']));
    expect(document.activeElement?.textContent).toBe('Photo');
  });
});
