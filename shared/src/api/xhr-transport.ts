// A Transport on XMLHttpRequest, for the one call that needs upload progress (fetch reports none):
// the photo upload. Only media/upload-media.ts imports it, so it loads with that lazy chunk, never
// with the first page. It answers like fetch does: a Response, a TypeError when the network fails,
// the signal's reason when aborted; the client's pipeline does the rest.
import type { Transport } from './client';

/** `onUploadProgress(loaded, total)` as the request body leaves (total 0 when unknown). */
export function xhrTransport(onUploadProgress: (loaded: number, total: number) => void): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      const aborted = () => signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
      if (signal?.aborted) {
        reject(aborted());
        return;
      }
      const xhr = new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
        xhr.setRequestHeader(name, value);
      // The upload answers the JSON envelope; the pipeline parses the text.
      xhr.responseType = 'text';
      xhr.upload.onprogress = (event) =>
        onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
      xhr.onload = () => {
        settle();
        // A status fetch would not produce (0, or outside 200–599) is a failed network call.
        if (xhr.status < 200 || xhr.status > 599) {
          reject(new TypeError('Network Error'));
          return;
        }
        const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(nullBody ? null : xhr.responseText, { status: xhr.status }));
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Network Error'));
      };
      xhr.onabort = () => {
        settle();
        reject(aborted());
      };
      signal?.addEventListener('abort', onAbort);
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
