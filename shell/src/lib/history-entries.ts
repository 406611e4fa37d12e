// What each history entry of this page load showed, in history order, so a login can tell whether the page that
// sent someone to log in is right behind the login pages (useCompleteLogin goes back to it instead of stacking
// it again). Followed from React Router's navigations: a push adds an entry after the current one (dropping those
// ahead), a replace overwrites it, a pop moves to a known entry. A reload starts over with the page it shows.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

interface Entry {
  key: string;
  path: string;
}

let entries: Entry[] = [];
let current = -1;

export function recordEntry(key: string, path: string, action: 'POP' | 'PUSH' | 'REPLACE'): void {
  if (action === 'POP') {
    const known = entries.findIndex((e) => e.key === key && e.path === path);
    if (known >= 0) current = known;
    else [entries, current] = [[{ key, path }], 0];
  } else if (action === 'REPLACE' && current >= 0) {
    entries[current] = { key, path };
  } else {
    entries = [...entries.slice(0, current + 1), { key, path }];
    current = entries.length - 1;
  }
}

/**
 * How many entries back `path` is, passing only entries `passable` accepts (the login pages); 0 when it is not
 * right behind them.
 */
export function stepsBackTo(path: string, passable: (path: string) => boolean): number {
  for (let i = current - 1; i >= 0; i--) {
    if (entries[i]!.path === path) return current - i;
    if (!passable(entries[i]!.path)) return 0;
  }
  return 0;
}

export function useRecordHistoryEntries(): void {
  const { key, pathname, search } = useLocation();
  const action = useNavigationType();
  useEffect(() => recordEntry(key, pathname + search, action), [key, pathname, search, action]);
}
