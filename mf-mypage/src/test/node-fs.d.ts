// Tests run on Node; the remote's types leave Node out (its code runs in browsers). The one call a test makes.
declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
