import { createAppConfig } from '@guardian/shared/mf';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'shops',
  port: 3101,
  exposes: { './routes': './src/routes.tsx' },
});
