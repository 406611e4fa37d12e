// Link previews. An owner shares a shop, a post, an article, an event, a shop's notice or a pet's 알림장 to
// KakaoTalk (or anywhere that reads Open Graph); the chat shows a card with what it is. Those scrapers run no
// script, so the page's HTML carries the card: the site asks the API for the thing the path names (the same
// public read the screen makes) and writes og:/twitter: tags. Anything else, or an API that does not answer in
// time, gets the page as before, whose <title> and description say 가디언.
const SITE_NAME = '가디언';
const DESCRIPTION_CHARS = 100;

/** The path's public read and how its answer becomes a card; null when the thing is not shown to anyone. */
const PREVIEWS = [
  {
    path: /^\/shop\/(\d+)$/,
    read: ([, id]) => `/v2/shop?shopId=${id}`,
    card: (shop) => ({
      title: shop.name,
      description: shop.description || shop.address,
      image: shop.thumbnailUrl,
    }),
  },
  {
    path: /^\/community\/(\d+)$/,
    read: ([, id]) => `/v2/community/${id}`,
    card: (post) =>
      post.hidden
        ? null
        : {
            title: `${post.author.nickname}님의 글`,
            description: post.content,
            image: post.photos[0]?.url,
          },
  },
  {
    path: /^\/curation\/review\/(\d+)$/,
    read: ([, id]) => `/v2/curation/review/${id}`,
    card: (review) => ({ title: review.title, description: review.summary, image: review.coverImageUrl }),
  },
  {
    path: /^\/curation\/(\d+)\/(\d+)$/,
    read: ([, series, content]) => `/v2/curation/${series}/${content}`,
    card: (article) => ({ title: article.title, description: article.summary, image: article.coverImageUrl }),
  },
  {
    path: /^\/event\/(\d+)$/,
    read: ([, id]) => `/v2/events/${id}`,
    card: (event) => ({
      title: event.title,
      description: `${event.summary} (${dayText(event.startDate)} ~ ${dayText(event.endDate)})`,
      image: event.coverImageUrl,
    }),
  },
  {
    path: /^\/notice\/(\d+)$/,
    read: ([, id]) => `/v2/notices/${id}`,
    card: (notice) => ({ title: `${notice.shopName} 공지`, description: notice.title }),
  },
  {
    // The link the owner shares with family: whoever holds it sees the 알림장 anyway.
    path: /^\/alim-paper\/detail$/,
    read: (_match, query) => {
      const token = query.get('token');
      return token ? `/v2/alim-papers/shared?token=${encodeURIComponent(token)}` : null;
    },
    card: (paper) => ({
      title: `${paper.pet.name}의 알림장`,
      description: `${paper.shop.name} · ${dayText(paper.date)}`,
      image: paper.photos[0]?.thumbnailUrl,
    }),
  },
];

/** "2026-12-03" → "12월 3일". */
function dayText(date) {
  const [, month, day] = String(date).split('-').map(Number);
  return month && day ? `${month}월 ${day}일` : '';
}

const escapeAttr = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** One line of at most `max` characters (code points, so an emoji is never cut in half). */
function oneLine(text, max) {
  const chars = [
    ...String(text ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  ];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/**
 * A photo behind a signed link (a post's, an 알림장's: `?exp=…&sig=…`) stops opening within the hour, while a chat shows
 * the card, and a messenger may fetch its picture again, for days. Such a card names the site's `/og-image` address
 * for the page instead, which sends whoever asks to a link signed at that moment (as long as the page has a card).
 */
export const OG_IMAGE_PREFIX = '/og-image';
const signed = (image) => /[?&]sig=/.test(image);

/** The tags for a card; `pageUrl` is the page's own address, what the card links to. */
function cardTags({ title, description, image }, pageUrl) {
  const page = new URL(pageUrl);
  if (image)
    image = signed(image)
      ? `${page.origin}${OG_IMAGE_PREFIX}${page.pathname}${page.search}`
      : new URL(image, pageUrl).href;
  const tags = [
    ['og:site_name', SITE_NAME],
    ['og:type', 'website'],
    ['og:url', pageUrl],
    ['og:title', oneLine(title, 80)],
    ['og:description', oneLine(description, DESCRIPTION_CHARS)],
    ...(image ? [['og:image', image]] : []),
  ];
  return (
    tags.map(([p, c]) => `<meta property="${p}" content="${escapeAttr(c)}">`).join('') +
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`
  );
}

/**
 * The site's previews: `tagsFor(pageUrl, clientIp)` resolves to the tags for a page that has a card, '' for any
 * other. Each read waits at most `timeoutMs` (a page is not held for a slow API) and its answer, a card or
 * none, is kept `ttlMs`, so a link posted in a busy group chat costs the API one read.
 * @param {{ apiUrl: string, timeoutMs?: number, ttlMs?: number, maxEntries?: number }} o
 */
export function createLinkPreviews({ apiUrl, timeoutMs = 300, ttlMs = 60_000, maxEntries = 500 }) {
  /** @type {Map<string, { at: number, card: object | null }>} */
  const cache = new Map();

  async function cardFor(readPath, preview, clientIp) {
    const hit = cache.get(readPath);
    if (hit && Date.now() - hit.at < ttlMs) return hit.card;
    let card = null;
    try {
      const res = await fetch(new URL(readPath, apiUrl), {
        // The API's rate limits count the person who opened the link, as for the page's own reads.
        headers: clientIp ? { 'x-forwarded-for': clientIp } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.ok) card = preview.card((await res.json()).data);
      else if (res.status >= 500) return null;
    } catch {
      // No answer in time, or not the shape the card reads: the page goes out without one, and is asked again.
      return null;
    }
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value);
    cache.set(readPath, { at: Date.now(), card });
    return card;
  }

  /** The card of the page at `pageUrl`: undefined when the path has none, null when its read gives none. */
  async function pageCard(pageUrl, clientIp) {
    const url = new URL(pageUrl);
    for (const preview of PREVIEWS) {
      const match = preview.path.exec(url.pathname);
      const readPath = match && preview.read(match, url.searchParams);
      if (readPath) return cardFor(readPath, preview, clientIp);
    }
    return undefined;
  }

  return {
    async tagsFor(pageUrl, clientIp) {
      const card = await pageCard(pageUrl, clientIp);
      return card ? cardTags(card, pageUrl) : '';
    },
    /** The picture of the page at `pageUrl`'s card as an address to fetch now (see OG_IMAGE_PREFIX), or null. */
    async imageFor(pageUrl, clientIp) {
      const image = (await pageCard(pageUrl, clientIp))?.image;
      return image ? new URL(image, pageUrl).href : null;
    },
  };
}
