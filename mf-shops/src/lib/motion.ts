// The phone's "reduce motion" (iOS and Android pass it to the WebView as prefers-reduced-motion). CSS needs nothing:
// global.css stops every animation, transition and CSS smooth scroll under it. A script's scroll names its own
// behaviour, which that rule does not reach: it asks here (as dnd-kit's keyboard drag does, moving a shop in /shop,
// and 예약 요청 does, taking the owner to what it waits for). Here, beside its callers, rather than in shared's
// index, which every tab's first load carries: another app that scrolls from a script moves it to shared.

/** How a script should scroll: 'auto' (at once) when the phone asks for reduced motion, else 'smooth'. */
export function scrollBehavior(): ScrollBehavior {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
}
