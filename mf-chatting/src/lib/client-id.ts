// A client id per message or form: a retried send carries the same one, so the API stores it once.
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.().replace(/-/g, '') ?? Math.random().toString(36).slice(2);
  return `w${Date.now().toString(36)}${random}`.slice(0, 40);
}
