import { ApiError } from '@dash/shared-contracts';
import { createFakeBus } from '@dash/remote-kit/src/testing';
import { POST_ACTION_ENDPOINTS, endpointFor } from './action-endpoints';
import { POST_ACTION_ALERT, runPostAction } from './run-post-action';

describe('runPostAction', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('answers the value on success and reports nothing', async () => {
    const bus = createFakeBus();
    await expect(runPostAction(bus, 'reply', async () => ({ id: '1' }))).resolves.toEqual({ ok: true, value: { id: '1' } });
    expect(bus.emitted).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([401, 404, 500, 0])('alerts the spec message and logs a failure on %i', async (status) => {
    const bus = createFakeBus();
    const result = await runPostAction(bus, 'delete', async () => {
      throw new ApiError(status, 'x', [{ code: 'C', detail: 'Server words' }]);
    });
    expect(result).toEqual({ ok: false, status });
    expect(alert).toHaveBeenCalledWith('Sorry, we seem to be having technical trouble.  Please try again later.');
    expect(POST_ACTION_ALERT).toContain('trouble.  Please');
    expect(bus.payloads('log:event')).toEqual([{ event: 'post-action:failure', data: { action: 'delete', status } }]);
    expect(bus.payloads('toast:show')).toEqual([]);
  });

  it('treats a network failure that is not an ApiError as status 0', async () => {
    const bus = createFakeBus();
    const result = await runPostAction(bus, 'reply', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual({ ok: false, status: 0 });
    expect(alert).toHaveBeenCalledWith(POST_ACTION_ALERT);
  });

  it('shows the server message as an error toast on 403 and logs it as forbidden', async () => {
    const bus = createFakeBus();
    const result = await runPostAction(bus, 'promote', async () => {
      throw new ApiError(403, 'x', [{ code: 'FORBIDDEN', detail: "You can't promote that post." }]);
    });
    expect(result).toEqual({ ok: false, status: 403 });
    expect(alert).not.toHaveBeenCalled();
    expect(bus.payloads('toast:show')).toEqual([{ message: "You can't promote that post.", tone: 'error' }]);
    expect(bus.payloads('log:event')).toEqual([{ event: 'post-action:forbidden', data: { action: 'promote', status: 403 } }]);
  });

  it('passes a publish failure body on and shows its message', async () => {
    const bus = createFakeBus();
    const body = [{ code: 'INVALID', detail: 'This draft has no content yet.' }];
    await runPostAction(
      bus,
      'publish',
      async () => {
        throw new ApiError(400, 'bad', body);
      },
      { publish: true },
    );
    expect(bus.payloads('log:event')).toEqual([{ event: 'post-action:failure', data: { action: 'publish', status: 400, body } }]);
    expect(bus.payloads('toast:show')).toEqual([{ message: 'This draft has no content yet.', tone: 'error' }]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('has an endpoint for every action and throws for an unknown one', () => {
    expect(endpointFor('fast_reblog')).toBe('/fast_reblog');
    expect(endpointFor('deny_submission')).toBe('/deny_submission');
    expect(Object.keys(POST_ACTION_ENDPOINTS)).toHaveLength(11);
    expect(() => endpointFor('remove_app_attribution')).toThrow('Missing endpoint url for remove_app_attribution');
  });
});
