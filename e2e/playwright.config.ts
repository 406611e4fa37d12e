import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

// Chromium flags for this machine's closed network: without the background-networking ones it
// keeps dialling Google and gets refused (see .library machine notes).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: path.join(here, 'tests'),
  outputDir: path.join(here, 'test-results'),
  globalSetup: path.join(here, 'global-setup.ts'),
  globalTeardown: path.join(here, 'global-teardown.ts'),
  fullyParallel: true,
  workers: 2,
  // Never retry flakiness away: a test that passes only sometimes is a failing test.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A story walks many screens against a real API on a 2-core CI machine with two browsers at
  // once; 30 s left the longest (find → book → confirm → calendar, ~13 s alone) no margin under load.
  // Speed is measured by bench:size and perf, not by this limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(here, 'test-results', 'results.json'),
      },
    ],
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: false,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
});
