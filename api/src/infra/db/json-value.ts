/**
 * A JSON value a statement builds in SQL (`json_agg`, `json_build_object`), parsed if the driver handed it over as
 * text rather than as the value (`sql<T>` fields have no decoder of their own to do it).
 */
export const parseJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
