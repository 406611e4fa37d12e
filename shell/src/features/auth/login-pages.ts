// The history entries that showed a login page to someone logged out, by location key, for this tab
// (sessionStorage, so they outlive the full-page trip to Kakao or Apple and a reload). Logged in, such
// an entry can only be reached again by going back (or forward) through history: see LeaveLoggedIn.
const KEY = 'guardian.loginPages';
const KEEP = 30;

function read(): string[] {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberLoginPage(locationKey: string): void {
  const keys = read().filter((k) => k !== locationKey);
  keys.push(locationKey);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(keys.slice(-KEEP)));
  } catch {
    // Storage full or refused (private mode): 뒤로 then goes forward again, as before.
  }
}

export function wasLoginPage(locationKey: string): boolean {
  return read().includes(locationKey);
}

// A login finished on pages the app was opened at goes back to the first of them (useCompleteLogin): LeaveLoggedIn
// there puts this page in that entry's place, so the history holds it once and one 뒤로 leaves it.
let landing: string | null = null;

export function landAfterLogin(target: string): void {
  landing = target;
}

/** The page a login went back to hand over (read once), or null. */
export function takeLanding(): string | null {
  const target = landing;
  landing = null;
  return target;
}
