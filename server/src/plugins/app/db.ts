import fp from 'fastify-plugin';
import { databaseTarget } from '../../config';
import { migrateToLatest, openDatabase, type Db } from '../../db/database';

export interface DbPluginOptions {
  /**
   * An open database to serve instead of opening the configured one (tests: a second instance on the
   * first one's SQLite connection, see test/helpers createSecondInstance). Its owner closes it.
   */
  database?: Db;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const db = options.database ?? openDatabase(databaseTarget(app.config));
    await migrateToLatest(db);
    app.decorate('db', db);
    if (!options.database) {
      app.addHook('onClose', async () => {
        await db.destroy();
      });
    }
  },
  { name: 'db' },
);
