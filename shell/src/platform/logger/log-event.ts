import { LOG_LIMITS, type LogEvent, type LogValue } from '@dash/shared-contracts/src/log-events';
import type { RawLogEvent } from './log-collector';

const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/** A value the intake takes (LogEventSchema): nested values travel as their JSON text, cut to size. */
function logValue(value: unknown): LogValue | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return cut(value, LOG_LIMITS.text);
  if (value instanceof Error) return cut(`${value.name}: ${value.message}`, LOG_LIMITS.text);
  try {
    return cut(JSON.stringify(value) ?? String(value), LOG_LIMITS.text);
  } catch {
    return cut(String(value), LOG_LIMITS.text);
  }
}

/** At most LOG_LIMITS.fields flat fields, names cut to LOG_LIMITS.fieldName. */
export function logFields(record: Record<string, unknown>): Record<string, LogValue> {
  const out: Record<string, LogValue> = {};
  let count = 0;
  for (const [key, raw] of Object.entries(record)) {
    if (count >= LOG_LIMITS.fields) break;
    const value = logValue(raw);
    if (value === undefined) continue;
    out[cut(key, LOG_LIMITS.fieldName)] = value;
    count++;
  }
  return out;
}

/** An id for an event: crypto.randomUUID where the page has it (secure contexts), else 128 random bits. */
export function newUuid(win: Window): string {
  const c = win.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface EventContext {
  win: Window;
  /** This page load's id. */
  rid: string;
  /** The remotes the page runs, `name@version` separated by spaces. */
  remotes: string;
}

/**
 * Spec 3 §3 "Log event": log_key, uuid, event, ts, rid, elapsed, data, and env — page (the path when
 * it happened), viewport (`WIDTHxHEIGHT` in CSS pixels), language (navigator.language), remotes.
 */
export function buildLogEvent(raw: RawLogEvent, { win, rid, remotes }: EventContext): LogEvent {
  return {
    log_key: raw.log_key,
    uuid: newUuid(win),
    event: cut(raw.event.trim() || 'unnamed', LOG_LIMITS.eventName),
    ts: Math.round(raw.ts),
    rid,
    elapsed: Math.max(0, Math.round(raw.elapsed)),
    data: logFields(raw.data),
    env: logFields({
      page: raw.page,
      viewport: `${win.innerWidth}x${win.innerHeight}`,
      language: win.navigator.language,
      remotes,
    }),
  };
}
