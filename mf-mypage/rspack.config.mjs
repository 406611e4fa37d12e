import { createAppConfig } from '@guardian/shared/mf';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mypage',
  port: 3105,
  exposes: { './routes': './src/routes.tsx' },
});
