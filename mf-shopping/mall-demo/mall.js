// The demo mall's two behaviours of a real one: its category pages (?cat=), and telling the app that frames it
// which page it shows, so the app's 쇼핑 tab can come back to it (mf-shopping's mall-location.ts).
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
  var app = document.referrer ? new URL(document.referrer).origin : '*';
  window.parent.postMessage({ type: 'MALL_LOCATION', payload: { url: location.href } }, app);
})();
