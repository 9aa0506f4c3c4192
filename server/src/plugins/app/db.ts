import fp from 'fastify-plugin';
import { migrateToLatest, openDatabase } from '../../db/database';

export default fp(
  async (app) => {
    const db = openDatabase(app.config.databaseFile);
    await migrateToLatest(db);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
