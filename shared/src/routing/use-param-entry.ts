// A view shown over a screen by its search params (a review form, an open photo, a sheet such as ?pet=3) as a
// history entry of its own, so the phone's back button (Android, the app's WebView) closes it instead of leaving
// the screen with what was typed.
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

interface EntryState {
  paramEntry?: boolean;
}

/**
 * `open(params)` adds an entry with those params; `close()` goes back to the entry below when this screen opened
 * it, and otherwise (a link straight at the view) replaces it with the bare screen, so back never reopens a view
 * that is done with.
 */
export function useParamEntry() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const openedHere = (useLocation().state as EntryState | null)?.paramEntry === true;
  const open = (next: Record<string, string>) =>
    setParams(next, { state: { paramEntry: true } satisfies EntryState });
  const close = () => (openedHere ? void navigate(-1) : setParams({}, { replace: true }));
  return { params, open, close };
}
