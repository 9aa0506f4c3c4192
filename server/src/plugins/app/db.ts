import fp from 'fastify-plugin';
import { databaseTarget } from '../../config';
import { migrateToLatest, openDatabase } from '../../db/database';

export default fp(
  async (app) => {
    const db = openDatabase(databaseTarget(app.config));
    await migrateToLatest(db);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
