// §7: arrays in query strings are comma-joined (`regionSeqs=1,2,3`); empty values are left out.
export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function encodeValue(value: Exclude<QueryValue, null | undefined>): string {
  return encodeURIComponent(value instanceof Date ? value.toISOString() : String(value));
}

export function serializeParams(params: QueryParams | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null) continue;
    if (Array.isArray(raw)) {
      const values = raw.filter(
        (v): v is Exclude<QueryValue, null | undefined> => v !== null && v !== undefined,
      );
      if (values.length === 0) continue;
      // Commas stay literal so the server splits on them.
      parts.push(`${encodeURIComponent(key)}=${values.map(encodeValue).join(',')}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeValue(raw as Exclude<QueryValue, null | undefined>)}`);
    }
  }
  return parts.join('&');
}
