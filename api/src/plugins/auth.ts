import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { AuthContext } from '../modules/auth/session-repository.js';
import type { PartnerContext } from '../modules/partner/repository.js';
import type { EditorContext } from '../modules/curation/editor-repository.js';

/**
 * `partner`: a shop staff session (POST /v2/partner/login); owner tokens are not accepted there, nor the reverse.
 * `any`: an owner or a staff session (shared endpoints such as POST /v2/media); `request.auth` or `request.partner`.
 * `editor`: a 홈 content editor session (POST /v2/editor/login); owner and partner tokens are refused there.
 */
export type AuthMode = 'required' | 'optional' | 'none' | 'partner' | 'any' | 'editor';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /**
     * With `auth: 'required'`: `'handler'` = the route reads the session in the same statement as its data
     * (GET /v2/me), so the hook only requires a bearer token and leaves it in `request.sessionToken`;
     * `request.auth` stays null, so `currentUser()` fails closed there. Default `'hook'`.
     */
    sessionRead?: 'hook' | 'handler';
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The bearer token of a `sessionRead: 'handler'` route, not yet checked. */
    sessionToken: string | null;
    partner: PartnerContext | null;
    editor: EditorContext | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1] ?? null;
};

/** The bearer token a `sessionRead: 'handler'` route resolves itself (401 already given without one). */
export function sessionToken(request: FastifyRequest): string {
  if (!request.sessionToken) throw new AppError('UNAUTHORIZED');
  return request.sessionToken;
}

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

/** The signed-in editor of a route with `config.auth = 'editor'`. */
export function currentEditor(request: FastifyRequest): EditorContext {
  if (!request.editor) throw new AppError('UNAUTHORIZED');
  return request.editor;
}

/**
 * Resolves `Authorization: Bearer <session token>` against the sessions table.
 * `required`: 401 without a live session. `optional`: a missing or dead token just means anonymous.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('partner', null);
  app.decorateRequest('editor', null);

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
    if (mode === 'editor') {
      request.editor = token ? await app.services.editors.resolve(token) : null;
      if (!request.editor) throw new AppError('UNAUTHORIZED');
      return;
    }
    if (mode === 'required' && request.routeOptions.config?.sessionRead === 'handler') {
      if (!token) throw new AppError('UNAUTHORIZED');
      request.sessionToken = token;
      return;
    }
    request.auth = token ? await app.services.auth.resolveSession(token) : null;
    if (mode === 'required' && !request.auth) throw new AppError('UNAUTHORIZED');
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['services'] });
