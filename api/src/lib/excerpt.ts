/**
 * The start of someone's text on one line (runs of spaces and line breaks as one space), at most `n` characters and
 * "…" when cut. Counted in code points, so an emoji is never cut in half (a lone surrogate would show as �).
 */
export function excerpt(text: string, n = 60) {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > n ? `${chars.slice(0, n).join('')}…` : chars.join('');
}
