import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_NAME__: JSON.stringify('shell'), __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
