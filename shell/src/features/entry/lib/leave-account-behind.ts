// After 탈퇴 the history still holds the pages the deleted account showed: 마이페이지 and 설정 (now sending to the
// login) and the login that opened them (asking to log in again). Back from /bye went through each, the login page
// twice before the page the person came from. So /bye steps back over them and stands right after the nearest page
// behind that anyone can open (the one before 마이 was tapped: 홈, 커뮤니티, …): one 뒤로 goes there, and 처음으로 (홈 in
// /bye's place) has it behind too. The entries behind are the ones this page load has followed (history-entries.ts).
import type { DataRouter } from 'react-router-dom';
import { requiresLoginTab, useSessionStore } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { recordEntry, stepsBackTo } from '../../../lib/history-entries';

/** A login page, or a page only someone logged in opens (§6): what the deleted account's history shows now. */
function neededTheAccount(path: string): boolean {
  const pathname = path.split('?')[0]!;
  return /^\/auth(\/|$)/.test(pathname) || requiresLoginTab(pathname);
}

/**
 * The entries behind this one, as far as the nearest page anyone can open (`reached`), or all of them when every one
 * needed the account (the app was opened at 마이페이지, or at its login); `path`, the page that far back.
 */
function accountPagesBehind(): { steps: number; reached: boolean; path: string | null } {
  let steps = 0;
  let reached = false;
  let last: string | null = null;
  stepsBackTo('', (path) => {
    steps++;
    last = path;
    reached = !neededTheAccount(path);
    return !reached;
  });
  return { steps, reached, path: last };
}

/**
 * Goes back over the account's pages and shows /bye there: after the nearest page anyone can open, or in the place
 * of the first page of this visit when none is left. Nothing to do when no account page is behind.
 */
export async function leaveAccountPagesBehind(router: DataRouter): Promise<void> {
  const { steps, reached, path } = accountPagesBehind();
  if (steps === 0 || path === null || (reached && steps === 1)) return;
  // The first page of this visit needed the account: the login-and-shop layout shows its frame there, as on the way
  // here from 설정, rather than sending to the login (which would then race /bye for the entry).
  const first = path.split('?')[0]!;
  if (!reached && requiresLoginTab(first)) useSessionStore.setState({ leavingFrom: first });
  const from = router.state.location.key;
  // Settles once the router has shown the page stepped back to (or another navigation has begun).
  await router.navigate(-steps);
  const { historyAction, location } = router.state;
  // Another navigation came first (a tap while stepping): that one stands.
  if (historyAction !== 'POP' || location.key === from) return;
  // The page landed on may never be drawn (/bye follows at once), so the entries are told of the step here.
  recordEntry(location.key, location.pathname + location.search, 'POP');
  await router.navigate(paths.bye, { replace: !reached });
}
