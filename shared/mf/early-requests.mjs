// The API reads a page needs before it can show anything, started by the HTML itself
// (shared/mf/index.html) while the browser is still fetching main.js, instead of after main.js,
// the federation start-up, the bootstrap chunk and the remote's screen chunk have run. The API
// client takes each response once, for the same URL and the same access token (or none), within
// EARLY_MAX_AGE_MS (shared/src/api/early-responses.ts); anything else goes to the network as usual.
// Only GETs without parameters that the shell or @guardian/shared own belong here: a remote's own
// screen data changes with that remote's deploys, which the shell's HTML must not have to follow.
// Those come with the page instead: the site server lists the requested screen's first reads
// (the remote's src/early-reads.mjs, via its build's screens.json) in #guardian-early, a JSON
// array of API paths, and this script starts them too, with the session's bearer when there is one
// (a read marked `public` goes without it, as the screen's publicGet does; one marked `loggedIn`
// only with a session: see shared/mf/screens.mjs).
// A read may name the images its screen shows at the top (`images`: paths into the response's
// `data`, `*` for each element of a list): when its response arrives, the script preloads them (the
// first with high priority, the page's likely LCP image), so they download beside the app's code
// instead of after it has run and rendered. At most MAX_EARLY_IMAGES per page.

/**
 * @typedef {{ path: string, loggedIn?: boolean, pages?: string[], images?: string[] }} EarlyGet
 *   loggedIn: only with an access token; pages: only on these paths (exact, no trailing slash);
 *   images: the response's images to preload (see above).
 */
export const MAX_EARLY_IMAGES = 6;
/** @type {EarlyGet[]} */
export const EARLY_GETS = [
  // The shell's session (every logged-in page) and the tab bar's unread dot.
  { path: '/v2/me', loggedIn: true },
  { path: '/v2/chatting/un-read/count', loggedIn: true },
  // shared's banner query: the LCP image of 매장･예약 and 홈 is its first banner (BannerLink).
  { path: '/v2/marketing/banner', pages: ['/', '/curation'], images: ['0.imageUrl'] },
];

/**
 * The image URLs at `keys` (an `images` path split on '.') in a response's data, appended to `out`;
 * `*` walks every element of a list. ES5, inlined into the script as it is written here.
 * @param {unknown} value @param {string[]} keys @param {string[]} out
 */
export function pickImageUrls(value, keys, out) {
  if (value == null) return;
  if (!keys.length) {
    if (typeof value === 'string' && value) out.push(value);
    return;
  }
  if (keys[0] !== '*') return pickImageUrls(value[keys[0]], keys.slice(1), out);
  if (Array.isArray(value))
    for (var j = 0; j < value.length; j++) pickImageUrls(value[j], keys.slice(1), out);
}

/**
 * The inline script's body: reads the runtime config the site server inlined
 * (#guardian-config) and the access_token cookie, and starts each GET with the headers the API
 * client would send. Written in ES5 (it runs before anything is transpiled or loaded).
 */
export function earlyRequestsScript(gets = EARLY_GETS) {
  return `(function () {
  try {
    var el = document.getElementById('guardian-config');
    if (!el || !window.fetch) return;
    var base = JSON.parse(el.textContent).apiBaseUrl;
    if (typeof base !== 'string') return;
    var m = document.cookie.match(/(?:^|;\\s*)access_token=([^;]+)/);
    var token = m ? decodeURIComponent(m[1]) : null;
    var page = location.pathname.replace(/\\/+$/, '') || '/';
    var early = { token: token, at: Date.now(), responses: {} };
    var paths = [];
    var images = {};
    ${JSON.stringify(gets)}.forEach(function (g) {
      if ((g.loggedIn && !token) || (g.pages && g.pages.indexOf(page) < 0)) return;
      paths.push(g.path);
      if (g.images) images[g.path] = g.images;
    });
    var screen = document.getElementById('guardian-early');
    var reads = screen ? JSON.parse(screen.textContent) : [];
    var anonymous = [];
    for (var i = 0; i < reads.length; i++) {
      var r = reads[i];
      var p = typeof r === 'string' ? r : r && r.path;
      if (typeof p !== 'string' || p.indexOf('/v2/') !== 0 || (r.loggedIn && !token)) continue;
      var list = r.public ? anonymous : paths;
      // A read the table above already starts (the session) only adds the images this screen shows.
      if (list.indexOf(p) < 0) list.push(p);
      if (Array.isArray(r.images)) images[p] = (images[p] || []).concat(r.images);
    }
    var preloaded = 0;
    var pickImageUrls = ${pickImageUrls.toString()};
    var preloadImages = function (res, wanted) {
      res
        .then(function (r) {
          return r.ok ? r.clone().json() : null;
        })
        .then(function (body) {
          var urls = [];
          for (var k = 0; k < wanted.length; k++) pickImageUrls(body && body.data, String(wanted[k]).split('.'), urls);
          for (var u = 0; u < urls.length && preloaded < ${MAX_EARLY_IMAGES}; u++, preloaded++) {
            var link = document.createElement('link');
            link.rel = 'preload';
            link.as = 'image';
            link.href = urls[u];
            if (preloaded === 0) link.setAttribute('fetchpriority', 'high');
            document.head.appendChild(link);
          }
        })
        .catch(function () {});
    };
    var start = function (p, into, withSession) {
      var headers = { Accept: 'application/json' };
      if (withSession && token) headers.Authorization = 'Bearer ' + token;
      var res = fetch(base + p, { headers: headers });
      res.catch(function () {});
      if (images[p]) preloadImages(res, images[p]);
      into[base + p] = res;
    };
    paths.forEach(function (p) {
      start(p, early.responses, true);
    });
    // Reads the screen makes without the session (publicGet): kept apart, for a request without a bearer.
    if (anonymous.length) early.anonymous = {};
    anonymous.forEach(function (p) {
      start(p, early.anonymous, false);
    });
    window.__guardianEarly = early;
  } catch (e) {}
})();`;
}
