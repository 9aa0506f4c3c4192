/** @jest-environment node */
import { z } from 'zod';
import { ApiError } from '@dash/shared-contracts';
import { createApiClient, OFFLINE_MESSAGE, TIMEOUT_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from './create-api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(respond: (request: Request) => Response | Promise<Response>, timeoutMs?: number) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetchMock = jest.fn(async (input: Request | string | URL) => {
    const request = input as Request;
    requests.push(request);
    bodies.push(await request.clone().text());
    return respond(request);
  });
  let formKey = 'fk-1';
  const api = createApiClient({
    getFormKey: () => formKey,
    baseUrl: 'http://dash.test',
    fetch: fetchMock as unknown as typeof fetch,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { api, requests, bodies, setFormKey: (key: string) => (formKey = key) };
}

describe('createApiClient', () => {
  it('sends the form key, same-origin credentials and the query, and unwraps the envelope with the schema', async () => {
    const { api, requests, setFormKey } = setup(() => json(200, { meta: { status: 200, msg: 'OK' }, response: { count: 3 } }));
    const result = await api.get('/svc/thing', {
      query: { a: 1, b: true, c: undefined, d: null },
      schema: z.object({ count: z.number() }),
    });
    expect(result).toEqual({ count: 3 });
    const [first] = requests;
    expect(first?.method).toBe('GET');
    expect(first?.url).toBe('http://dash.test/svc/thing?a=1&b=true');
    expect(first?.headers.get('x-form-key')).toBe('fk-1');
    expect(first?.credentials).toBe('same-origin');
    setFormKey('fk-2');
    await api.get('/svc/thing');
    expect(requests[1]?.headers.get('x-form-key')).toBe('fk-2');
  });

  it('sends form bodies url-encoded with arrays as repeated keys', async () => {
    const { api, requests, bodies } = setup(() => json(200, { meta: { status: 200, msg: 'OK' }, response: null }));
    await api.post('/svc/post/update', { form: { tags: ['a', 'b'], title: 'Hi there', skip: undefined, n: 2 } });
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(bodies[0]).toBe('tags=a&tags=b&title=Hi+there&n=2');
  });

  it('sends JSON bodies and DELETE', async () => {
    const { api, requests, bodies } = setup(() => json(200, { meta: { status: 200, msg: 'OK' }, response: { ok: true } }));
    await api.delete('/svc/x', { json: { id: 1 } });
    expect(requests[0]?.method).toBe('DELETE');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ id: 1 });
  });

  it('throws ApiError with the error envelope for a non-2xx answer', async () => {
    const { api } = setup(() =>
      json(403, {
        meta: { status: 403, msg: 'Forbidden' },
        errors: [{ code: 'FORM_KEY_INVALID', detail: 'Your session has expired. Reload the page and try again.' }],
      }),
    );
    const error = await api.post('/svc/like', { form: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(403);
    expect(apiError.message).toBe('Your session has expired. Reload the page and try again.');
    expect(apiError.userMessage).toBe('Your session has expired. Reload the page and try again.');
    expect(apiError.errors[0]?.code).toBe('FORM_KEY_INVALID');
  });

  it('throws a readable ApiError for a non-2xx answer without an envelope', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await api.get('/svc/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.userMessage).toBe('Something went wrong. Try again.');
  });

  it('turns a network failure into ApiError status 0 "You seem to be offline."', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await api.get('/svc/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(OFFLINE_MESSAGE);
  });

  it('gives up after the timeout', async () => {
    const { api } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          request.signal.addEventListener('abort', abort);
        }),
      30,
    );
    const error = (await api.get('/svc/slow').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(TIMEOUT_MESSAGE);
  });

  it("rethrows the caller's own abort", async () => {
    const { api } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          request.signal.addEventListener('abort', abort);
        }),
    );
    const controller = new AbortController();
    const pending = api.get('/svc/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await pending) as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });

  it('refuses a response that does not match the schema', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = setup(() => json(200, { meta: { status: 200, msg: 'OK' }, response: { count: 'three' } }));
    const error = (await api.get('/svc/x', { schema: z.object({ count: z.number() }) }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.userMessage).toBe(UNEXPECTED_RESPONSE_MESSAGE);
    spy.mockRestore();
  });

  it('returns undefined for an empty 2xx answer', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.post('/svc/x')).resolves.toBeUndefined();
  });
});
