import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';
import { PAGE_LOAD_FAILED, PageLoadBoundary } from './page-load-boundary';

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyPage', () => {
  it('suspends until its chunk is in, then renders the page', async () => {
    const chunk = deferred<{ Hello: typeof Hello }>();
    const Page = lazyPage(
      () => chunk.promise,
      (m) => m.Hello,
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="ann" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.resolve({ Hello }));
    expect(screen.getByRole('heading', { name: 'Hello ann' })).toBeInTheDocument();
  });

  it('renders at once, without suspending, once preloaded (hydration draws what the server drew)', async () => {
    const load = jest.fn(() => Promise.resolve({ Hello }));
    const Page = lazyPage(load, (m) => m.Hello);
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="bob" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello bob' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('says so when the chunk cannot be fetched, and Try again fetches it anew', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve({ Hello }) : Promise.reject(new Error('ChunkLoadError'))));
    const Page = lazyPage(load, (m) => m.Hello);
    render(
      <PageLoadBoundary address="/help">
        <Suspense fallback={<p>loading</p>}>
          <Page name="cy" />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PAGE_LOAD_FAILED);
    online = true;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'Hello cy' })).toBeInTheDocument();
  });
});
