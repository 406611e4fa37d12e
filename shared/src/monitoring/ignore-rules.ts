// §8 "Not reported either": noise from browsers, in-app WebViews and third-party scripts.
// Sentry matches a string pattern as a *substring*, so generic messages are anchored regexes
// (a bare 'Error' would drop every event).
export const IGNORE_ERRORS: RegExp[] = [
  // React: "This Suspense boundary received an update before it finished hydrating. ..."
  /This Suspense boundary received an update before it finished hydrating/,
  // reCAPTCHA posts "recaptcha-setup"/"…-ready" window messages that listeners try to JSON.parse.
  /(re)?captcha[-_](setup|ready)"? is not valid JSON/i,
  /JSON\.parse.*(re)?captcha[-_](setup|ready)/i,
  // A request with no answer. fetch rejects with a TypeError whose text depends on the engine:
  // Chromium "Failed to fetch" (newer versions add the host in brackets), WebKit "Load failed",
  // Firefox "NetworkError when attempting to fetch resource."; the API client's upload path on
  // XMLHttpRequest (api/xhr-transport.ts) says "Network Error". The API client itself rejects with
  // an ApiError of status 0, which beforeSend drops (sentry-options.ts); these catch the transport's
  // error wherever it surfaces raw (config.json, file downloads, a cause reported on its own).
  /^Failed to fetch\b/,
  /^Load failed$/,
  /^NetworkError when attempting to fetch resource\.?$/,
  /^Network Error$/,
  /^Request aborted$/,
  // An aborted request (a caller's AbortSignal, a route left): DOMException "AbortError" with the
  // engine's text, e.g. "signal is aborted without reason", "The operation was aborted.".
  /^AbortError\b/,
  /The (user|operation) (aborted a request|was aborted)/,
  // Hydration errors (dev text and their minified production codes).
  /Hydration failed/,
  /There was an error while hydrating/,
  /Minified React error #(418|419|421|422|423|425)/,
  /^SyntaxError\b/,
  // A bare "Error" with no useful text.
  /^Error$/,
  // Flutter WebView runtime.
  /LateInitializationError/,
  // Web push registration inside WebViews.
  /push service error/i,
  /Push messaging.*unknown error/i,
  /^UnknownError.*push/i,
  // An ad SDK's push bridge inside partner WebViews.
  /ad[-_ ]?push/i,
  // Navigation cancelled while a route was rendering.
  /Cancel rendering route/,
  /Abort fetching component for route/,
  // Helpers injected by in-app browsers for their overlays (autofill popup, search highlight).
  /(Can't find variable: |ReferenceError: )?__AutoFillPopupClose__( is not defined)?$/,
  /(Can't find variable: |ReferenceError: )?instantSearchSDKJSBridgeClearHighlight( is not defined)?$/,
];

/** §8: events whose stack comes from a captcha script are denied. */
export const DENY_URLS: RegExp[] = [
  /\/recaptcha\/(api|releases|enterprise)/i,
  /gstatic\.com\/recaptcha/i,
  /(^|\.|\/\/)hcaptcha\.com/i,
];

/** §8: transactions for the not-found route are dropped. */
export const DROPPED_TRANSACTIONS = ['/not-found'];
