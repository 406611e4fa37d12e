import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { AuthContext } from '../modules/auth/session-repository.js';
import type { PartnerContext } from '../modules/partner/repository.js';

/**
 * `partner`: a shop staff session (POST /v2/partner/login); owner tokens are not accepted there, nor the reverse.
 * `any`: an owner or a staff session (shared endpoints such as POST /v2/media); `request.auth` or `request.partner`.
 */
export type AuthMode = 'required' | 'optional' | 'none' | 'partner' | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    partner: PartnerContext | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1] ?? null;
};

/** The signed-in user of a route with `config.auth = 'required'`. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** The signed-in staff member of a route with `config.auth = 'partner'`. */
export function currentPartner(request: FastifyRequest): PartnerContext {
  if (!request.partner) throw new AppError('UNAUTHORIZED');
  return request.partner;
}

/**
 * Resolves `Authorization: Bearer <session token>` against the sessions table.
 * `required`: 401 without a live session. `optional`: a missing or dead token just means anonymous.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('partner', null);

  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth ?? 'none';
    if (mode === 'none') return;
    const token = bearer(request);
    if (mode === 'partner') {
      request.partner = token ? await app.services.partner.resolve(token) : null;
      if (!request.partner) throw new AppError('UNAUTHORIZED');
      return;
    }
    if (mode === 'any') {
      request.auth = token ? await app.services.auth.resolveSession(token) : null;
      if (!request.auth) request.partner = token ? await app.services.partner.resolve(token) : null;
      if (!request.auth && !request.partner) throw new AppError('UNAUTHORIZED');
      return;
    }
    request.auth = token ? await app.services.auth.resolveSession(token) : null;
    if (mode === 'required' && !request.auth) throw new AppError('UNAUTHORIZED');
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['services'] });
