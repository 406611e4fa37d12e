// The API reads every logged-in page makes before it can show anything, started by the HTML itself
// (shared/mf/index.html) while the browser is still fetching main.js, instead of after main.js,
// the federation start-up and the bootstrap chunk have run. The API client takes each response
// once, for the same URL and the same access token, within EARLY_MAX_AGE_MS
// (shared/src/api/early-responses.ts); anything else goes to the network as usual.
// Only GETs without parameters that the shell itself owns belong here: a remote's screen data
// changes with that remote's deploys, which the shell's HTML must not have to follow.
export const EARLY_GETS = ['/v2/me', '/v2/chatting/un-read/count'];

/**
 * The inline script's body: reads the runtime config the site server inlined
 * (#guardian-config) and the access_token cookie, and starts each GET with the bearer the API
 * client would send. Written in ES5 (it runs before anything is transpiled or loaded).
 */
export function earlyRequestsScript(paths = EARLY_GETS) {
  return `(function () {
  try {
    var m = document.cookie.match(/(?:^|;\\s*)access_token=([^;]+)/);
    var el = document.getElementById('guardian-config');
    if (!m || !el || !window.fetch) return;
    var base = JSON.parse(el.textContent).apiBaseUrl;
    if (typeof base !== 'string') return;
    var token = decodeURIComponent(m[1]);
    var early = { token: token, at: Date.now(), responses: {} };
    ${JSON.stringify(paths)}.forEach(function (p) {
      var res = fetch(base + p, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } });
      res.catch(function () {});
      early.responses[base + p] = res;
    });
    window.__guardianEarly = early;
  } catch (e) {}
})();`;
}
