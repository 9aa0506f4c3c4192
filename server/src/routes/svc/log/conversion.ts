import type { LogConversionRequest } from '@dash/shared-contracts';

export { BAD_CONVERSION } from '@dash/shared-contracts';

export interface ConversionEvent {
  type: 'conversion';
  name: string;
  extra: { player: string; player_version: string };
}

/** The stored event of a parsed POST /svc/log/conversion (LogConversionRequestSchema did the checks). */
export function conversionEvent({ log }: LogConversionRequest): ConversionEvent {
  return {
    type: 'conversion',
    name: log.name,
    extra: { player: log.extra?.player ?? '', player_version: log.extra?.player_version ?? '' },
  };
}
