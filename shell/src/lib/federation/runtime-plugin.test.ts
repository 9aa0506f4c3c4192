import { RemoteError } from '../../platform/remotes/remote-errors';
import dashRuntimePlugin from './runtime-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof dashRuntimePlugin>['errorLoadRemote']>>[0];
const call = (args: Partial<Args>) => dashRuntimePlugin().errorLoadRemote!(args as Args);

describe('dashRuntimePlugin.errorLoadRemote', () => {
  it('turns a failed remote load into a DASH-REMOTE-001 rejection', async () => {
    const error = await Promise.resolve()
      .then(() => call({ id: 'compose/app', error: new Error('RUNTIME-008 script error'), lifecycle: 'onLoad', from: 'runtime' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteError);
    expect(error).toMatchObject({ code: 'DASH-REMOTE-001', remote: 'compose' });
  });

  it('leaves a failed manifest fetch to the runtime so it is not cached', () => {
    expect(
      call({ id: 'http://x/mf-manifest.json', error: new Error('404'), lifecycle: 'afterResolve', from: 'runtime' }),
    ).toBeUndefined();
  });

  it('skips a remote during share negotiation instead of failing the host', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(call({ id: 'compose', error: new Error('down'), lifecycle: 'beforeLoadShare', from: 'runtime' })).toBeUndefined();
    warn.mockRestore();
  });
});
