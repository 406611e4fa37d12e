import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScope, type ServiceDeps, type Services } from '../container.js';
import type { BookingHooks } from '../modules/booking/service.js';
import type { PushDispatcher } from '../modules/notifications/push-dispatcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services bound to the pool: each call runs on its own (a service opens a transaction where it needs one). */
    services: Services;
    /** Runs `work` in one transaction with services whose repositories are all bound to it. */
    withTx: <T>(work: (services: Services) => Promise<T>) => Promise<T>;
    /** Test hooks of the booking service (concurrency tests widen race windows with them). */
    bookingHooks: BookingHooks;
    /** Pushes of new notifications (tests await `settled()`). */
    push: PushDispatcher;
  }
}

/** Routes call services, services call repositories; this is where the two meet the database. */
async function servicesPlugin(app: FastifyInstance, opts: Omit<ServiceDeps, 'bookingHooks'>) {
  const bookingHooks: BookingHooks = { betweenCheckAndInsert: null, betweenReadAndUpdate: null };
  const deps: ServiceDeps = { ...opts, bookingHooks };
  app.decorate('bookingHooks', bookingHooks);
  const root = createScope(app.db, deps);
  // The push worker runs on the pool, after the notifying transactions have committed.
  opts.push.drain = () => root.services.notifications.deliverPushes();
  app.addHook('onClose', async () => opts.push.stop());
  app.decorate('push', opts.push);
  app.decorate('services', root.services);
  app.decorate('withTx', <T>(work: (services: Services) => Promise<T>) =>
    app.db.transaction((tx) => work(createScope(tx, deps, true).services)),
  );
}

export default fp(servicesPlugin, { name: 'services', dependencies: ['db'] });
