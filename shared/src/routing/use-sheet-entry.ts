// A sheet over a page as a history entry of its own, so the phone's back button (Android, the app's WebView)
// closes it instead of leaving the page. The entry is this same address again, the sheet named in its state: not
// in the search params as useParamEntry does, for pages that keep their filters there.
import { useLocation, useNavigate } from 'react-router-dom';

/** `sheet`: the one open (null: none); `open(name)` adds its entry; `close()` goes back to the page below it. */
export function useSheetEntry<T extends string>() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { sheet?: T } | null;
  return {
    sheet: state?.sheet ?? null,
    open: (sheet: T) => void navigate(location.pathname + location.search, { state: { ...state, sheet } }),
    close: () => void navigate(-1),
  };
}
