/**
 * How long a text is as the API counts it against its limits: in characters (code points), so an emoji or another
 * character outside the basic plane (😀, 𠮷) is one, where a string's `length` made it two. Counters under text
 * boxes show this, and the form kit's rules and `tooLongMessage` count with it.
 */
export const charCount = (value: string): number => Array.from(value).length;

/** The first `max` characters of `value` as `charCount` counts them: never half an emoji. */
export const firstChars = (value: string, max: number): string => Array.from(value).slice(0, max).join('');
