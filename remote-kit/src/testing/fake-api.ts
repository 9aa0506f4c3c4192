import type { ApiClient } from '@dash/shared-contracts';

export type ApiRoute = (path: string, query: Record<string, unknown>) => unknown;
export type FakeApi = ApiClient & { get: jest.Mock; post: jest.Mock; delete: jest.Mock };

/**
 * An ApiClient of jest mocks. Without `answer`, each method is a bare mock for the test to
 * program. With it, GET and POST share one mock answered by the function (parsed by the call's
 * schema, as the real client does); a thrown or rejected value becomes a failure.
 */
export function fakeApi(answer?: ApiRoute): FakeApi {
  if (!answer) return { get: jest.fn(), post: jest.fn(), delete: jest.fn() } as unknown as FakeApi;
  const call = jest.fn(
    async (path: string, options?: { query?: Record<string, unknown>; schema?: { parse(v: unknown): unknown } }) => {
      const value = await answer(path, options?.query ?? {});
      return options?.schema ? options.schema.parse(value) : value;
    },
  );
  return { get: call, post: call, delete: jest.fn() } as unknown as FakeApi;
}
