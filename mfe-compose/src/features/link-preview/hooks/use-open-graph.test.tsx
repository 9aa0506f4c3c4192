import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { API_ROUTES, ApiError, type OpenGraph } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { fakeApi, remoteProps } from '@dash/remote-kit/src/testing';
import { useOpenGraph } from './use-open-graph';

const og = (url: string): OpenGraph => ({ url, title: `T ${url}`, excerpt: 'E', author: 'A', thumbnail: null });

function setup(initial: string) {
  const api = fakeApi();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemoteProvider value={remoteProps({ api })}>{children}</RemoteProvider>
  );
  const view = renderHook(({ url }) => useOpenGraph(url), { wrapper, initialProps: { url: initial } });
  return { api, ...view };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useOpenGraph', () => {
  it('asks POST /svc/post/opengraph {url} 250 ms after the URL settles', async () => {
    const { api, result } = setup('https://a.example');
    api.post.mockResolvedValue(og('https://a.example'));
    expect(result.current.loading).toBe(true);
    act(() => jest.advanceTimersByTime(249));
    expect(api.post).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.openGraph, expect.objectContaining({ form: { url: 'https://a.example' } }));
    expect(result.current).toEqual({ loading: false, data: og('https://a.example'), error: null });
  });

  it('debounces typing and cancels a stale request', async () => {
    const { api, result, rerender } = setup('https://a.example');
    let resolveFirst: (v: OpenGraph) => void = () => undefined;
    api.post.mockImplementationOnce(() => new Promise<OpenGraph>((resolve) => (resolveFirst = resolve)));
    api.post.mockResolvedValueOnce(og('https://b.example'));
    act(() => jest.advanceTimersByTime(250));
    const firstSignal = (api.post.mock.calls[0]?.[1] as { signal: AbortSignal }).signal;
    rerender({ url: 'https://b.exampl' });
    rerender({ url: 'https://b.example' });
    expect(firstSignal.aborted).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(api.post).toHaveBeenCalledTimes(2);
    await act(async () => resolveFirst(og('https://a.example')));
    expect(result.current.data?.url).toBe('https://b.example');
  });

  it('stays idle for something that is not an http(s) URL', () => {
    const { api, result } = setup('not a url');
    act(() => jest.advanceTimersByTime(500));
    expect(api.post).not.toHaveBeenCalled();
    expect(result.current).toEqual({ loading: false, data: null, error: null });
  });

  it("shows the server's message when the call fails", async () => {
    const { api, result } = setup('https://a.example');
    api.post.mockRejectedValue(new ApiError(400, 'x', [{ code: 'VALIDATION', detail: 'Not a valid URL' }]));
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(result.current).toEqual({ loading: false, data: null, error: 'Not a valid URL' });
  });
});
