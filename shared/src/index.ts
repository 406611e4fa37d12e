// Public surface of @guardian/shared. It is one federation singleton, so every app sees the
// same stores, query client helpers and API client.
export * from './routing/paths';
export * from './routing/ownership';
export * from './routing/layout-rules';
export * from './config/runtime-config';
export * from './federation/remote-routes';
