import path from 'node:path';
import { parseAllowOrigins } from './lib/fetch-guard';
import type { MessagingServerData } from '@dash/shared-contracts';
import { NEW_CONVERSATIONS_PER_DAY } from './lib/limits';
import { messagingServerData } from './lib/messaging-server-data';

/** Everything the server reads from the environment (documented in server/README.md). */
export interface AppConfig {
  repoRoot: string;
  port: number;
  host: string;
  databaseFile: string;
  /**
   * DATABASE_URL: a `postgres://` URL runs the product on PostgreSQL (issue 12, docs/scaling.md);
   * null (unset) keeps the embedded SQLite file DATABASE_FILE.
   */
  databaseUrl: string | null;
  mediaDir: string;
  dashEnv: string;
  environmentsDir: string;
  deployStore: string;
  shellDist: string;
  /**
   * The shell's server renderer (SHELL_RENDERER, default shell/dist-server/render.js, built with the
   * shell). Without it pages are rendered in the browser only.
   */
  shellRenderer: string | null;
  /** Fixed secret; when absent a random one is kept in the settings table. */
  sessionSecret: string | null;
  smtpUrl: string | null;
  /**
   * Log level (DASH_LOG: fatal, error, warn, info, debug; 'silent' turns logging off). Default warn, so
   * a served product does not write a line per request (issue 8); info under DASH_ENV=development.
   */
  logLevel: string;
  /** How often due scheduled posts are published; 0 turns the timer off (tests). */
  schedulerIntervalMs: number;
  /** Login attempts allowed per IP per minute. */
  loginRateLimit: number;
  /**
   * New conversations one blog may start in 24 hours (MESSAGING_NEW_CONVERSATIONS_PER_DAY, default
   * NEW_CONVERSATIONS_PER_DAY of lib/limits.ts); the next one is 429.
   */
  newConversationsPerDay: number;
  /** Messaging's server data (lib/messaging-server-data.ts: MESSAGING_* variables), sent in the session. */
  messaging: MessagingServerData;
  /**
   * Origins server-side fetches (link previews, photos by URL) may reach even on private, loopback or
   * link-local addresses (DASH_FETCH_ALLOW_ORIGINS, comma-separated); the app's own origin always can.
   */
  fetchAllowOrigins: string[];
  /**
   * The origin people reach the product at (PUBLIC_URL, default http://localhost:PORT). Every absolute
   * URL the server writes (mail links, share and embed code, og tags) starts with it; the request's
   * Host header is never used, since anyone can forge it.
   */
  publicUrl: string;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): false when unset; `true`, a hop count, or addresses/CIDRs.
   * When trusted, request.protocol and request.ip come from X-Forwarded-Proto/-For.
   */
  trustProxy: boolean | number | string[];
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const repoRoot = REPO_ROOT;
  const port = Number(env.PORT ?? 8080) || 8080;
  const fromRoot = (value: string | undefined, fallback: string) =>
    path.resolve(repoRoot, value && value.length > 0 ? value : fallback);
  return {
    repoRoot,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseFile: fromRoot(env.DATABASE_FILE, 'data/dash.sqlite'),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    mediaDir: fromRoot(env.MEDIA_DIR, 'data/media'),
    dashEnv: env.DASH_ENV ?? 'development',
    environmentsDir: path.join(repoRoot, 'environments'),
    deployStore: fromRoot(env.DASH_DEPLOY_STORE, 'deploy-store'),
    shellDist: fromRoot(env.SHELL_DIST, 'shell/dist'),
    shellRenderer: fromRoot(env.SHELL_RENDERER, 'shell/dist-server/render.js'),
    sessionSecret: env.SESSION_SECRET && env.SESSION_SECRET.length > 0 ? env.SESSION_SECRET : null,
    smtpUrl: env.SMTP_URL && env.SMTP_URL.length > 0 ? env.SMTP_URL : null,
    logLevel:
      env.DASH_LOG && env.DASH_LOG.length > 0
        ? env.DASH_LOG
        : (env.DASH_ENV ?? 'development') === 'development'
          ? 'info'
          : 'warn',
    schedulerIntervalMs: 30_000,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10) || 10,
    newConversationsPerDay: positiveInt(env.MESSAGING_NEW_CONVERSATIONS_PER_DAY, NEW_CONVERSATIONS_PER_DAY),
    messaging: messagingServerData(env),
    fetchAllowOrigins: parseAllowOrigins(env.DASH_FETCH_ALLOW_ORIGINS),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** DATABASE_URL: null when unset; a postgres:// or postgresql:// URL; anything else stops startup. */
export function parseDatabaseUrl(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (!/^postgres(ql)?:\/\/./i.test(value))
    throw new Error('DATABASE_URL: expected a postgres:// URL such as postgres://dash@127.0.0.1:5432/dash (unset it for SQLite)');
  return value;
}

/** What openDatabase opens: DATABASE_URL when set, else the SQLite file. */
export const databaseTarget = (config: Pick<AppConfig, 'databaseUrl' | 'databaseFile'>): string =>
  config.databaseUrl ?? config.databaseFile;

/** The database for people to read (a URL without its password). */
export function databaseLabel(config: Pick<AppConfig, 'databaseUrl' | 'databaseFile'>): string {
  if (!config.databaseUrl) return config.databaseFile;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

/** PUBLIC_URL as an origin (no path, no trailing slash); anything but an http(s) origin stops startup. */
export function parsePublicUrl(raw: string | undefined, port: number): string {
  const value = raw?.trim() ?? '';
  if (value === '') return `http://localhost:${port}`;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const bare = url && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !bare)
    throw new Error(`PUBLIC_URL: "${value}" is not an http(s) origin such as https://dash.example.com`);
  return url.origin;
}

/** TRUST_PROXY: unset/false, true, a hop count, or a comma list of addresses/CIDRs (proxy-addr syntax). */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A whole number above 0 from the environment, else the default. */
function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}
