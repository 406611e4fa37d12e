// A client id per write (as the chat's per message): the same write sent again (its answer lost to a dropped signal)
// carries the same one, so the API writes it once and answers the one written. Kept on the device with what it was
// for, so a tap after a reload sends the same; a new one once what is sent changes, none left once it is written.
import { newClientId, storedJson } from '@guardian/shared/forms';

interface Attempt {
  clientId: string;
  /** What was sent with it (a fingerprint of the body). */
  content: string;
}

const attempt = (name: string) =>
  storedJson(`${name}.attempt`, (value): Attempt | null => {
    const a = value as Partial<Attempt> | null;
    return typeof a?.clientId === 'string' && typeof a.content === 'string'
      ? { clientId: a.clientId, content: a.content }
      : null;
  });

/** The clientId to send `content` with as the write `name`: the last one while it is the same, else a new one. */
export function clientIdFor(name: string, content: string): string {
  const last = attempt(name).read();
  const clientId = last?.content === content ? last.clientId : newClientId();
  attempt(name).keep({ clientId, content });
  return clientId;
}

/** The write `name` went through: the next one is another. */
export const forgetClientId = (name: string): void => attempt(name).keep(null);
