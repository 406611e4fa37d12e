// A view shown over a screen by its search params (a review form, an open photo, a sheet such as ?pet=3) as a
// history entry of its own, so the phone's back button (Android, the app's WebView) closes it instead of leaving
// the screen with what was typed. In the address rather than the entry's state: a session that ends under the view
// sends the person to log in in the entry's place, and a login that leaves the site (Kakao, Apple) comes back to
// the address alone, so the view is open again there (a sheet's form keeps its draft).
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

interface EntryState {
  paramEntry?: boolean;
}

/**
 * `open(params)` adds an entry with those params; `close()` goes back to the entry below when this screen opened
 * it, and otherwise (a link straight at the view) replaces it with the bare screen, so back never reopens a view
 * that is done with.
 *
 * `own`: on a screen whose address holds its own state (a booking's product, pets and day), the view's params only:
 * `open` adds them to the others and `close` takes only them away. Without it the view's params are the address's.
 */
export function useParamEntry(own?: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const openedHere = (useLocation().state as EntryState | null)?.paramEntry === true;
  const withoutOwn = () => {
    const rest = new URLSearchParams(own ? params : undefined);
    own?.forEach((key) => rest.delete(key));
    return rest;
  };
  const open = (next: Record<string, string>) => {
    const merged = withoutOwn();
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    setParams(merged, { state: { paramEntry: true } satisfies EntryState });
  };
  const close = () => (openedHere ? void navigate(-1) : setParams(withoutOwn(), { replace: true }));
  return { params, open, close };
}
