import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // No screens of its own yet: its route table is checked by shared's remote routes contract test.
    passWithNoTests: true,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
