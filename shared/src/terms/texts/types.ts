// The shape of one text: plain data, drawn by terms-document.tsx. A block is a paragraph, a list, or label–text rows
// (모으는 항목 · 쓰는 곳 · 보관 기간), which read on a 320 px phone where a three-column table would not.

export type TermsBlock =
  | string
  | { readonly list: readonly string[] }
  | { readonly rows: readonly (readonly [label: string, text: string])[] };

export interface TermsSection {
  readonly heading: string;
  readonly blocks: readonly TermsBlock[];
}

export interface TermsText {
  /** Raised with every change of wording; shown with the date it applies from. */
  readonly version: string;
  /** The day it applies from, as the text says it (2026년 12월 7일). */
  readonly effective: string;
  readonly intro: string;
  readonly sections: readonly TermsSection[];
}
