// A client id per write (a chat message, a booking request, a post, a comment): the same write sent again (its
// answer lost to a dropped signal) carries the same one, so the API makes it once and answers the one made.
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.().replace(/-/g, '') ?? Math.random().toString(36).slice(2);
  return `w${Date.now().toString(36)}${random}`.slice(0, 40);
}
