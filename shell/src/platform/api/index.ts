export { createApiClient, DEFAULT_TIMEOUT_MS, OFFLINE_MESSAGE, TIMEOUT_MESSAGE } from './create-api-client';
export type { ApiClientOptions } from './create-api-client';
