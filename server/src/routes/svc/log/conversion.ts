import { badRequest } from '../../../lib/app-error';
import type { Body } from '../../../services/post-form/read-form';

export const BAD_CONVERSION = 'The log must be JSON: {"name", "extra": {"player", "player_version"}}.';

export interface ConversionEvent {
  type: 'conversion';
  name: string;
  extra: { player: string; player_version: string };
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' ? String(v) : '');

/** Reads the `log` field (a JSON string; a JSON body may also nest it as an object). Bad JSON → 400. */
export function readConversion(body: Body): ConversionEvent {
  let value: unknown = body.log;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest(BAD_CONVERSION, 'log');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(BAD_CONVERSION, 'log');
  const record = value as Record<string, unknown>;
  const name = text(record.name, 100).trim();
  if (!name) throw badRequest(BAD_CONVERSION, 'log');
  const extra = record.extra && typeof record.extra === 'object' ? (record.extra as Record<string, unknown>) : {};
  return { type: 'conversion', name, extra: { player: text(extra.player, 100), player_version: text(extra.player_version, 50) } };
}
