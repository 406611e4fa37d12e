import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../infra/db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the Drizzle database; the owner of the connection (server, test, bench) closes it. */
async function dbPlugin(app: FastifyInstance, opts: { db: Db }) {
  app.decorate('db', opts.db);
}

export default fp(dbPlugin, { name: 'db' });
