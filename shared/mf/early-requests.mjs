// The API reads a page needs before it can show anything, started by the HTML itself
// (shared/mf/index.html) while the browser is still fetching main.js, instead of after main.js,
// the federation start-up, the bootstrap chunk and the remote's screen chunk have run. The API
// client takes each response once, for the same URL and the same access token (or none), within
// EARLY_MAX_AGE_MS (shared/src/api/early-responses.ts); anything else goes to the network as usual.
// Only GETs without parameters that the shell or @guardian/shared own belong here: a remote's own
// screen data changes with that remote's deploys, which the shell's HTML must not have to follow.
// Those come with the page instead: the site server lists the requested screen's first reads
// (the remote's src/early-reads.mjs, via its build's screens.json) in #guardian-early, a JSON
// array of API paths, and this script starts them too, with the session's bearer when there is one.

/**
 * @typedef {{ path: string, loggedIn?: boolean, pages?: string[] }} EarlyGet
 *   loggedIn: only with an access token; pages: only on these paths (exact, no trailing slash).
 */
/** @type {EarlyGet[]} */
export const EARLY_GETS = [
  // The shell's session (every logged-in page) and the tab bar's unread dot.
  { path: '/v2/me', loggedIn: true },
  { path: '/v2/chatting/un-read/count', loggedIn: true },
  // shared's banner query: the LCP image of 매장･예약 and 홈 comes from it.
  { path: '/v2/marketing/banner', pages: ['/', '/curation'] },
];

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
    ${JSON.stringify(gets)}.forEach(function (g) {
      if ((g.loggedIn && !token) || (g.pages && g.pages.indexOf(page) < 0)) return;
      paths.push(g.path);
    });
    var screen = document.getElementById('guardian-early');
    var reads = screen ? JSON.parse(screen.textContent) : [];
    for (var i = 0; i < reads.length; i++) {
      if (typeof reads[i] === 'string' && reads[i].indexOf('/v2/') === 0) paths.push(reads[i]);
    }
    var headers = { Accept: 'application/json' };
    if (token) headers.Authorization = 'Bearer ' + token;
    paths.forEach(function (p) {
      var res = fetch(base + p, { headers: headers });
      res.catch(function () {});
      early.responses[base + p] = res;
    });
    window.__guardianEarly = early;
  } catch (e) {}
})();`;
}
