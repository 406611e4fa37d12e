import { createAppConfig } from '@guardian/shared/mf';

export default createAppConfig({ dir: import.meta.dirname, kind: 'host', name: 'shell', port: 3000 });
