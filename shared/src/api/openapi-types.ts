// Type-level views of the generated OpenAPI `paths` (schema.gen.ts): the `data` of a call's 200
// answer, its JSON request body and its query. The apps' API types are derived with these
// (shared/src/api/types.ts, each remote's api/types.ts and api/* callers), so a request or response
// shape is declared once, in the API's TypeBox schema. Types only: nothing here reaches a bundle.
import type { paths } from './schema.gen';

export type ApiPaths = paths;

/** The HTTP methods an OpenAPI path item can hold. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The operation of method M on path P (never when the path has no such method). */
type Operation<P extends keyof paths, M extends ApiMethod> = paths[P] extends { [K in M]: infer Op }
  ? Op
  : never;

/** The `data` of an operation's 200 JSON envelope (never when the operation has none). */
export type ApiData<Op> = Op extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;

/** The 200 `data` of `GET path`. */
export type ApiGet<P extends keyof paths> = ApiData<Operation<P, 'get'>>;

/** The 200 `data` of `POST path`. */
export type ApiPost<P extends keyof paths> = ApiData<Operation<P, 'post'>>;

/** The JSON request body of method M on path P (never when the call takes no body). */
export type ApiBody<P extends keyof paths, M extends ApiMethod = 'post'> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** The query string of method M on path P, as the API validates it (never when it takes none). */
export type ApiQuery<P extends keyof paths, M extends ApiMethod = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
