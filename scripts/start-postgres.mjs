// npm run start:postgres: `npm start` on PostgreSQL (issue 12). With DATABASE_URL, that server is
// used as it is. Without it, a cluster of Debian's `postgresql` package is kept in data/postgres
// (created on first run, on a free loopback port, as the `postgres` user when run as root), the
// `dash` database is created in it, and npm start runs against it; the cluster stops with the server.
// The demo world is seeded on the first start, as on SQLite.
import { join } from 'node:path';
import {
  MISSING_POSTGRES,
  clusterUrl,
  ensureDatabase,
  postgresBinDir,
  startCluster,
  stopCluster,
} from './lib/postgres-cluster.mjs';
import { ROOT, run } from './lib/workspace.mjs';

const start = (env) => run(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], { env });

if (process.env.DATABASE_URL) {
  await start({});
} else {
  if (!postgresBinDir()) {
    console.error(MISSING_POSTGRES);
    process.exit(1);
  }
  const dir = join(ROOT, 'data', 'postgres');
  let cluster;
  try {
    cluster = await startCluster(dir);
    ensureDatabase(cluster.port, 'dash');
  } catch (error) {
    console.error(`Could not start PostgreSQL in ${dir}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const url = clusterUrl(cluster.port, 'dash');
  console.log(`PostgreSQL ${cluster.started ? 'started' : 'already running'} in data/postgres: ${url}`);
  const stop = () => {
    if (cluster.started) stopCluster(dir);
  };
  // Ctrl-C reaches the server too (same process group): wait for it, then stop the cluster.
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (interrupted = true));
  try {
    // Media of this site stay apart from the SQLite site's data/media.
    await start({ DATABASE_URL: url, MEDIA_DIR: process.env.MEDIA_DIR || join(ROOT, 'data', 'media-postgres') });
  } catch (error) {
    stop();
    if (interrupted) process.exit(0);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  stop();
}
