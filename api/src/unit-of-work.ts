import type { Repositories } from './repositories.js';

/**
 * The services a unit of work hands out. Declared empty here and filled in by `container.ts` (declaration merging),
 * so that services can name this type without this file importing them: no import cycle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ScopeServices {}

/** Repositories and services bound to one database handle (the pool, or one transaction). */
export interface Scope {
  repos: Repositories;
  services: ScopeServices;
}

/** Runs `work` in one transaction (or in the current one, when already inside a unit of work). */
export type UnitOfWork = <T>(work: (scope: Scope) => Promise<T>) => Promise<T>;
