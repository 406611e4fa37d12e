import { createAppConfig } from '@guardian/shared/mf';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'chatting',
  port: 3102,
  exposes: { './routes': './src/routes.tsx' },
});
