// What a shop writes (a chat message, 알림장, 공지, its intro) split into plain text, web links and phone numbers,
// so that `LinkedText` can make the links tappable. Only `http:`/`https:` (from `http://`, `https://`, `www.` or
// a bare address on a common ending, 'naver.me/abc') and `tel:` ever come out as a link: `javascript:`, `data:` or
// any other scheme stays text. E-mail addresses stay text too, all of them (a shop rarely writes one, and a mail
// app is not what a tap in a chat should open), never half of one as a web address.
// No lookbehind in the patterns: it is a syntax error before iOS 16.4, and would break every screen that imports it.

export type TextPart =
  | { kind: 'text'; text: string }
  /** `href` is the address the URL parser reads (percent-encoded); `text` is as written. */
  | { kind: 'url'; text: string; href: string }
  /** `href` is `tel:` and the digits. */
  | { kind: 'phone'; text: string; href: string }
  /** A hashtag as written, '#' included ('#산책'), only when asked for (`tags`). */
  | { kind: 'tag'; text: string };

const URL_START = /https?:\/\/|www\./gi;
/** What an address is made of, in ASCII (RFC 3986's characters; no quotes, spaces or angle brackets). */
const URL_CHAR = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/;
/** A letter or digit beyond ASCII (Hangul…), part of an address only after one of URL_WORD_START. */
const WIDE_WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** 'wiki/강아지', '?q=강아지' are one address; 'https://a.kr에서' is an address and then a word. */
const URL_WORD_START = '/?#=&_-+';
/** Never the end of an address as written in a sentence ('https://a.kr.', '~' in '들러 주세요~'). */
const TRAILING = /[.,:;!?'*~]$/;
const ASCII_WORD = /[A-Za-z0-9]/;

/** A host name written without `https://` or `www.`: two or more labels ('naver.me', 'shop.co.kr'). */
const BARE_HOST = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/**
 * The endings a bare address may have: the ones a shop's text has, not any letters, so that '1.5kg', 'v2.1',
 * 'photo.jpg' or 'Mr.Kim' stay text ('co.kr', 'or.kr', 'go.kr' end in 'kr').
 */
const BARE_TLDS = new Set(
  'kr com net org me io app shop store site info biz ai dev page link ly gl be tv co jp'.split(' '),
);

// Korean numbers: mobiles (010…), Seoul (02), the other area codes, 070, 080, the 0502-0508 safe numbers, with the
// same separator twice ('-', '.', a space) or none, also from abroad ('+82 10-1234-5678', '+82-2-123-4567',
// '+82 (0)10…', '+82 010…'); representative numbers (1588-1234) only with a separator, as 8 bare digits are as
// often something else.
const PHONE =
  /\+82[-. ]?(?:\(0\)[-. ]?|0)?(?:1[016789]|2|3[1-3]|4[1-4]|5[1-5]|6[1-4]|70|80|50[2-8])([-. ]?)\d{3,4}\1\d{4}|(?:01[016789]|02|0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4])|070|080|050[2-8])([-. ]?)\d{3,4}\2\d{4}|1(?:5(?:22|33|44|66|77|88|99)|6(?:00|44|61|66|68|70|88)|8(?:00|33|55|77|99))[-.]\d{4}/g;
/** After a number, a unit says it was an amount, a year or a count ('1600-1800원'). */
const NOT_AFTER_PHONE = /[원년명개건회%@]/;

/**
 * A hashtag: '#' and letters, digits or '_' (Hangul too), as Instagram reads one: it ends at a space, a sign or
 * another '#' ('#산책#한강' is two). Flag `u` for `\p{…}`, no lookbehind (see above).
 */
const TAG = /#[\p{L}\p{M}\p{N}_]+/gu;
/** Before a '#', a letter, digit or '&' makes it part of a word or an entity ('C#', 'a#b', '&#39;'), not a tag. */
const NOT_BEFORE_TAG = /[\p{L}\p{M}\p{N}_&#]/u;

/**
 * Splits `text` into plain text, web links and phone numbers (and, with `tags`, hashtags), in order; joined, the
 * parts' texts are `text`. A '#' inside an address stays the address's ('https://a.kr/#산책').
 */
export function linkParts(text: string, { tags = false }: { tags?: boolean } = {}): TextPart[] {
  const rest = tags ? tagParts : phoneParts;
  const parts: TextPart[] = [];
  let last = 0;
  for (const link of findUrls(text)) {
    parts.push(...rest(text.slice(last, link.start)));
    parts.push({ kind: 'url', text: text.slice(link.start, link.end), href: link.href });
    last = link.end;
  }
  parts.push(...rest(text.slice(last)));
  return parts;
}

/** Hashtags, and phone numbers in the text between them. A tag of digits alone ('#1', '#2024') is not one. */
function tagParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  let lastTagEnd = -1;
  for (const m of text.matchAll(TAG)) {
    const start = m.index;
    // Right after another tag ('#보리#한강'), a tag of its own.
    if (start !== lastTagEnd && NOT_BEFORE_TAG.test(text[start - 1] ?? '')) continue;
    if (/^#\d+$/.test(m[0])) continue;
    parts.push(...phoneParts(text.slice(last, start)), { kind: 'tag', text: m[0] });
    last = lastTagEnd = start + m[0].length;
  }
  parts.push(...phoneParts(text.slice(last)));
  return parts;
}

/** Whether `text` has anything `linkParts` would make a link of. */
export function hasLinks(text: string): boolean {
  return linkParts(text).some((p) => p.kind !== 'text');
}

interface Found {
  start: number;
  end: number;
  href: string;
}

/** The web addresses in `text`, in order: those written with a scheme or `www.`, then the bare ones around them. */
function findUrls(text: string): Found[] {
  const written = findWrittenUrls(text);
  const bare = findBareUrls(text).filter((b) => !written.some((w) => b.start < w.end && w.start < b.end));
  return [...written, ...bare].sort((a, b) => a.start - b.start);
}

function findWrittenUrls(text: string): Found[] {
  const found: Found[] = [];
  let from = 0;
  for (const m of text.matchAll(URL_START)) {
    const start = m.index;
    if (start < from) continue;
    // Part of a word or of a longer address ('ahttps://', 'mail.www.a.kr', 'me@www.a.kr'): not a start.
    const before = text[start - 1] ?? '';
    const bare = /^w/i.test(m[0]);
    if (ASCII_WORD.test(before) || (bare && /[.@/\-_]/.test(before))) continue;
    const end = start + trim(text.slice(start, scanEnd(text, start))).length;
    const written = text.slice(start, end);
    const href = webHref(bare ? `https://${written}` : written);
    if (!href) continue;
    found.push({ start, end, href });
    from = end;
  }
  return found;
}

/**
 * Addresses written as a host alone, with or without a path ('naver.me/abc', 'guardian.kr/event',
 * 'instagram.com/shop_x'): only on a common ending, never a piece of an e-mail address ('shop@meong.co.kr',
 * 'meong.kr@gmail.com') or of a longer name ('naver.com.au' is not 'naver.com'). A port ('a.kr:8080/x') stays on.
 */
function findBareUrls(text: string): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(BARE_HOST)) {
    const start = m.index;
    const hostEnd = start + m[0].length;
    const before = text[start - 1] ?? '';
    const after = text[hostEnd] ?? '';
    // 'me@naver.com', '/a.kr', '_a.kr': the middle of something else ('…naver.me' is not).
    if (/[@/\\_]/.test(before)) continue;
    // 'naver.com@' is an e-mail's name, 'a.kr_b' no host.
    if (/[@_]/.test(after)) continue;
    if (!isBareHost(m[0])) continue;
    const end =
      /[/?#]/.test(after) || (after === ':' && /\d/.test(text[hostEnd + 1] ?? ''))
        ? start + trim(text.slice(start, scanEnd(text, hostEnd))).length
        : hostEnd;
    const href = webHref(`https://${text.slice(start, end)}`);
    if (href) found.push({ start, end, href });
  }
  return found;
}

/**
 * 'naver.me', 'shop.co.kr', 'NAVER.COM'; not 'v2.1', '1.5kg', '3.kr' (only digits before the ending), 'a-.kr', nor
 * two sentences run together ('Thank you.Me too': an ending is written in small letters or all in capitals).
 */
function isBareHost(host: string): boolean {
  const labels = host.split('.');
  const ending = labels.pop()!;
  if (!BARE_TLDS.has(ending.toLowerCase()) || !/^(?:[a-z]+|[A-Z]+)$/.test(ending)) return false;
  if (labels.some((l) => l === '' || l.startsWith('-') || l.endsWith('-'))) return false;
  return labels.some((l) => /[A-Za-z]/.test(l));
}

/** Where the run of address characters from `start` ends. */
function scanEnd(text: string, start: number): number {
  let i = start;
  let wide = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (URL_CHAR.test(c)) wide = false;
    else if (WIDE_WORD_CHAR.test(c) && (wide || URL_WORD_START.includes(text[i - 1]))) wide = true;
    else break;
  }
  return i;
}

/** An address without what the sentence around it adds: an unmatched closing bracket on, trailing punctuation. */
function trim(candidate: string): string {
  const depth = { '(': 0, '[': 0 };
  let end = candidate.length;
  for (let i = 0; i < candidate.length; i++) {
    const c = candidate[i];
    if (c === '(' || c === '[') depth[c]++;
    else if (c === ')' || c === ']') {
      const open = c === ')' ? '(' : '[';
      if (depth[open] === 0) {
        end = i;
        break;
      }
      depth[open]--;
    }
  }
  let url = candidate.slice(0, end);
  while (TRAILING.test(url)) url = url.slice(0, -1);
  return url;
}

/** The address a browser would open, or null when it names no site ('https://', 'www.a'). */
function webHref(written: string): string | null {
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  return host.includes('.') && !host.startsWith('.') ? url.href : null;
}

function phoneParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const re = new RegExp(PHONE);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!standsAlone(text, start, end)) {
      re.lastIndex = start + 1;
      continue;
    }
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'phone', text: m[0], href: telHref(m[0]) });
    last = end;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** `tel:` and the digits; from abroad, `+82` and the number without its leading 0 ('+82 (0)10…' → `tel:+8210…`). */
function telHref(written: string): string {
  const digits = written.replace(/\D/g, '');
  if (!written.startsWith('+')) return `tel:${digits}`;
  return `tel:+82${digits.slice(2).replace(/^0/, '')}`;
}

/** Not a piece of a longer number or word: an order number, an account number ('302-0123-4567-11'), a code. */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  if (ASCII_WORD.test(before) || before === '+') return false;
  // The rest of a number from abroad that did not stand alone ('a+82 010-1234-5678'): not half of it.
  if (/\+82[-. ]?$/.test(text.slice(0, start))) return false;
  if (/[-.]/.test(before) && /\d/.test(text[start - 2] ?? '')) return false;
  if (ASCII_WORD.test(after) || NOT_AFTER_PHONE.test(after)) return false;
  return !(/[-.]/.test(after) && /\d/.test(text[end + 1] ?? ''));
}
