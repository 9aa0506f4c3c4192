import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient } from '@dash/shared-contracts';
import { PLAYER_NAME } from '../lib/video-constants';

/**
 * POST /svc/log/conversion, form-encoded `log` = {name:'video_play', extra:{player, player_version}}
 * (spec 1 §7). Nothing of the answer is read.
 */
export async function logVideoConversion(api: ApiClient, playerVersion: string): Promise<void> {
  const log = { name: 'video_play', extra: { player: PLAYER_NAME, player_version: playerVersion } };
  await api.post(API_ROUTES.conversionLog, { form: { log: JSON.stringify(log) } });
}
