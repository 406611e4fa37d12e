import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __APP_NAME__: JSON.stringify('shared-test'),
    __APP_VERSION__: JSON.stringify('1.2.3'),
  },
  css: { modules: { localsConvention: 'camelCase' } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
