import { createAppConfig } from '@guardian/shared/mf';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'shopping',
  port: 3106,
  exposes: { './routes': './src/routes.tsx' },
});
