// Tests run on Node; the apps' types leave Node out (their code runs in browsers). The one call a test makes
// (shared/src/test/stylesheet.ts).
declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
