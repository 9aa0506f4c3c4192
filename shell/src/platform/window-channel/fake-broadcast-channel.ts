import type { ChannelPort } from './window-channel';

/**
 * A BroadcastChannel stand-in for tests: ports made by one hub deliver each message, cloned and
 * asynchronously like the real one, to every other open port of the hub.
 */
export function createChannelHub() {
  const ports = new Set<FakePort>();
  const sent: unknown[] = [];

  class FakePort implements ChannelPort {
    private listeners = new Set<(event: MessageEvent) => void>();
    private closed = false;
    postMessage(message: unknown): void {
      if (this.closed) throw new Error('port is closed');
      const copy: unknown = JSON.parse(JSON.stringify(message));
      sent.push(copy);
      for (const port of ports) {
        if (port !== this) setTimeout(() => port.deliver(copy), 0);
      }
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.listeners.delete(listener);
    }
    close(): void {
      this.closed = true;
      ports.delete(this);
    }
    deliver(data: unknown): void {
      if (this.closed) return;
      this.listeners.forEach((listener) => listener({ data } as MessageEvent));
    }
  }

  return {
    sent,
    open(): FakePort {
      const port = new FakePort();
      ports.add(port);
      return port;
    },
  };
}

/** Lets every queued fake delivery (and the deliveries they cause) run. */
export async function flushChannel(rounds = 4): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
