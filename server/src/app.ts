import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import compress from './plugins/external/compress';
import cookie from './plugins/external/cookie';
import cors from './plugins/external/cors';
import formbody from './plugins/external/formbody';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import staticFiles from './plugins/external/static';
import auth from './plugins/app/auth';
import db, { type DbPluginOptions } from './plugins/app/db';
import errors from './plugins/app/errors';
import formKey from './plugins/app/form-key';
import mail from './plugins/app/mail';
import media from './plugins/app/media';
import registry from './plugins/app/registry';
import scheduler from './plugins/app/scheduler';
import secret from './plugins/app/secret';
import titleFonts from './plugins/app/title-fonts';
import routes from './routes';

export type AppOptions = Partial<AppConfig>;

/** Fastify takes a hop count at run time but types only a function for it: the same rule, written out. */
const trustProxyOption = (value: AppConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/**
 * Fastify's logger: off when silent; in development human-readable through pino-pretty (a
 * devDependency, so it is looked up and never required in production), JSON lines otherwise.
 */
function loggerOption(config: AppConfig) {
  if (config.logLevel === 'silent') return false;
  if (config.dashEnv === 'development') {
    try {
      return {
        level: config.logLevel,
        transport: { target: require.resolve('pino-pretty'), options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
      };
    } catch {
      // pino-pretty is not installed (production install): plain JSON lines.
    }
  }
  return { level: config.logLevel };
}

/**
 * Builds the server (used by main and by tests through `inject`). Order matters and follows
 * fastify/demo: external plugins, then the app's own plugins, then the routes mirroring the URLs.
 */
export async function buildApp(options: AppOptions = {}, deps: DbPluginOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options };
  const app = Fastify({
    logger: loggerOption(config),
    // The largest JSON/form body (post text); log intake sets its own 64 KB limit.
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY: only behind a proxy the admin names may X-Forwarded-* set request.protocol and request.ip.
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.decorate('config', config);

  await app.register(errors);
  await app.register(helmet);
  // Before static and every route: its hook wraps the routes registered after it.
  await app.register(compress);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart);
  await app.register(rateLimit);
  await app.register(cors);
  await app.register(staticFiles);

  await app.register(db, deps);
  await app.register(secret);
  await app.register(auth);
  await app.register(formKey);
  await app.register(mail);
  await app.register(media);
  await app.register(registry);
  await app.register(scheduler);
  await app.register(titleFonts);

  await app.register(routes);
  return app;
}
