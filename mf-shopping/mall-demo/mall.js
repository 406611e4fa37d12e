// The demo mall's behaviours of a real one: its category pages (?cat=), telling the app that frames it which page
// it shows, so the app's 쇼핑 tab can come back to it (mf-shopping's mall-location.ts), and asking the app to share
// and to open outside links.
(function () {
  var params = new URLSearchParams(location.search);
  var cat = params.get('cat') || 'all';
  document.querySelectorAll('.cats a').forEach(function (link) {
    var on = link.getAttribute('data-cat') === cat;
    link.classList.toggle('on', on);
    if (on) link.setAttribute('aria-current', 'page');
  });
  document.querySelectorAll('.item').forEach(function (item) {
    item.hidden = cat !== 'all' && item.getAttribute('data-cat') !== cat;
  });

  if (window.parent === window) return;
  // The app's origin: the page framing this one. Its address is this page's referrer only on the mall's first page
  // (the next ones' is the mall's own page, and a message addressed there never reached the app when the mall was on
  // another site), so it is kept for the pages after.
  var app = appOrigin();
  window.parent.postMessage({ type: 'MALL_LOCATION', payload: { url: location.href } }, app);

  // What a framed mall cannot do itself, the app does for it (mf-shopping's mall-requests.ts): share a page, and
  // open a page outside the mall in the phone's browser (in the app's WebView a link would go nowhere).
  var share = document.querySelector('[data-share]');
  share.hidden = false;
  share.addEventListener('click', function () {
    window.parent.postMessage(
      { type: 'MALL_SHARE', payload: { title: document.title, url: location.href } },
      app,
    );
  });
  document.querySelectorAll('[data-external]').forEach(function (link) {
    link.addEventListener('click', function (event) {
      event.preventDefault();
      window.parent.postMessage({ type: 'MALL_OPEN_EXTERNAL', payload: { url: link.href } }, app);
    });
  });

  function appOrigin() {
    if (location.ancestorOrigins && location.ancestorOrigins.length) return location.ancestorOrigins[0];
    var key = 'mall-demo:app-origin';
    try {
      if (document.referrer && new URL(document.referrer).origin !== location.origin) {
        sessionStorage.setItem(key, new URL(document.referrer).origin);
      }
      return sessionStorage.getItem(key) || location.origin;
    } catch {
      return document.referrer ? new URL(document.referrer).origin : location.origin;
    }
  }
})();
