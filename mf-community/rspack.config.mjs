import { createAppConfig } from '@guardian/shared/mf';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'community',
  port: 3103,
  exposes: { './routes': './src/routes.tsx' },
});
