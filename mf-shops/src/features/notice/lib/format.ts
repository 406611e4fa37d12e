/** The first line of the notice, for the list. */
export const preview = (body: string) =>
  body
    .split('\n')
    .find((l) => l.trim())
    ?.trim() ?? '';
