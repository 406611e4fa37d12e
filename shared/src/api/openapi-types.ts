// Type-level views of the generated OpenAPI `paths` (schema.gen.ts): the `data` of a call's
// 200 answer. The apps' API types are derived with these (shared/src/api/types.ts, each remote's
// api/types.ts). Types only: nothing here reaches a bundle.
import type { paths } from './schema.gen';

export type ApiPaths = paths;

/** The `data` of an operation's 200 JSON envelope (never when the operation has none). */
export type ApiData<Op> = Op extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;

/** The 200 `data` of `GET path`. */
export type ApiGet<P extends keyof paths> = paths[P] extends { get: infer Op } ? ApiData<Op> : never;

/** The 200 `data` of `POST path`. */
export type ApiPost<P extends keyof paths> = paths[P] extends { post: infer Op } ? ApiData<Op> : never;
