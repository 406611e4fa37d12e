// Stands in for `@module-federation/error-codes`' desc.mjs in production builds (shared/mf/index.mjs): the runtime's
// sentence per error code ("Failed to load script resources.", 1.2 KB raw) was in main.js and again in every remote
// entry, ~0.3 KB gzipped each, on every tab's first load. The runtime only reads `runtimeDescMap[code]` to start an
// error's message, which keeps its code and its page of the federation docs:
//   Module Federation #RUNTIME-008
//   args: {…}
//   View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008
// The phone never shows these (a failed remote is the route's error screen); they reach the error tracker.
const describe = () =>
  new Proxy(
    {},
    {
      get: (map, key) =>
        typeof key === 'string' && /^[A-Z]+-\d+$/.test(key) ? 'Module Federation' : Reflect.get(map, key),
    },
  );

export const runtimeDescMap = describe();
export const typeDescMap = describe();
export const buildDescMap = describe();
export const errorDescMap = describe();
