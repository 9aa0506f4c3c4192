import { act } from '@testing-library/react';
import type { Lifecycles } from '@dash/shared-contracts';

/** Runs one single-spa lifecycle (a function or an array of them) in order, as single-spa does. */
export async function runLifecycle(lifecycle: Lifecycles['mount'], props: unknown): Promise<void> {
  const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const fn of fns) await (fn as (props: unknown) => Promise<unknown>)(props);
}

/**
 * single-spa-react settles a lifecycle from an effect, so React must flush while it is pending;
 * then what the lifecycle started (a first fetch) lands inside act too.
 */
export async function inAct(start: () => Promise<void>): Promise<void> {
  let pending!: Promise<void>;
  act(() => {
    pending = start();
  });
  await act(async () => {
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** single-spa's own props, which the shell passes with RemoteProps. */
export const singleSpaProps = () => ({ singleSpa: {}, mountParcel: jest.fn() });
