import { createAppConfig } from '@guardian/shared/mf';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'curation',
  port: 3104,
  exposes: { './routes': './src/routes.tsx' },
});
