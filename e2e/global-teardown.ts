export default async function globalTeardown() {
  await globalThis.__guardianStop?.();
  globalThis.__guardianStop = undefined;
}
