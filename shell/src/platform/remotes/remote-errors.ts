// No imports on purpose: the federation runtime plugin uses this file, and the plugin runs before
// the async boundary, where a shared module (contracts, zod) cannot be consumed eagerly.

/** Stable codes the loader reports (logged, emitted as `remote:status`, shown in the Remotes panel). */
export const REMOTE_ERROR_CODES = {
  loadFailed: 'DASH-REMOTE-001',
  timedOut: 'DASH-REMOTE-002',
  contractsMismatch: 'DASH-REMOTE-003',
  mountThrew: 'DASH-REMOTE-004',
  overrideRefused: 'DASH-REMOTE-005',
} as const;
export type RemoteErrorCode = (typeof REMOTE_ERROR_CODES)[keyof typeof REMOTE_ERROR_CODES];

/** 'refused' is a decision (contracts, override rules) and is not retried; 'failed' is retried. */
export type RemoteFailureKind = 'failed' | 'refused';

export class RemoteError extends Error {
  readonly code: RemoteErrorCode;
  readonly remote: string;
  readonly kind: RemoteFailureKind;
  constructor(remote: string, code: RemoteErrorCode, message: string, options?: { cause?: unknown }) {
    super(`[${code}] ${remote}: ${message}`, options);
    this.name = 'RemoteError';
    this.code = code;
    this.remote = remote;
    this.kind =
      code === REMOTE_ERROR_CODES.contractsMismatch || code === REMOTE_ERROR_CODES.overrideRefused ? 'refused' : 'failed';
  }
}

export function isRemoteError(value: unknown): value is RemoteError {
  return value instanceof RemoteError;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
