// Who is logged in. The token mirrors the access_token cookie; the user comes from GET /v2/me.
import { create } from 'zustand';
import type { Me } from '../api/types';
import { getAccessToken, onAccessTokenChange, removeAccessToken, setAccessToken } from './access-token';
import { claimDrafts, forgetDrafts } from './personal-drafts';

export interface SessionState {
  token: string | null;
  user: Me | null;
  /**
   * The page a logout or an account deletion is leaving (`leave`), until the next page shows: the login-and-shop
   * layout shows the page frame there rather than sending the person it just signed out to log in.
   */
  leavingFrom: string | null;
  /**
   * A save was refused because this person's session had ended (it expired, or they logged out or left elsewhere)
   * and they chose to log in again: the shell takes them to the login page, which brings them back here (their
   * drafts wait for them), and sets this back to false.
   */
  loginAgain: boolean;
  /** Logs in (writes the cookie) or, with null, forgets the token. */
  setToken: (token: string | null) => void;
  /** Sets the signed-in person (their drafts on this device stay; another's are forgotten: claimDrafts). */
  setUser: (user: Me | null) => void;
  /** Logs out: removes the cookie, the token and the user. */
  clear: () => void;
  /**
   * Logs out on the way from `path` to a page anyone can open (설정's 로그아웃 → 홈, 탈퇴 → /bye). Ended before the
   * next page renders, so nothing there asks for a logged-in person's data with the token that was just revoked.
   * The person's unsent drafts are forgotten with it (personal-drafts.ts).
   */
  leave: (path: string) => void;
  /**
   * The session ended under this person (a 401 to a request that carried their token, which the 401 removed): this
   * page forgets it, their drafts kept; with `loginAgain`, the shell takes them to log in and back.
   */
  end: (loginAgain: boolean) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: getAccessToken(),
  user: null,
  leavingFrom: null,
  loginAgain: false,
  setToken: (token) => {
    if (token) setAccessToken(token);
    else removeAccessToken();
    set({ token, leavingFrom: null, loginAgain: false });
  },
  setUser: (user) => {
    if (user) claimDrafts(user.userSeq);
    set({ user });
  },
  clear: () => {
    removeAccessToken();
    set({ token: null, user: null });
  },
  leave: (path) => {
    removeAccessToken();
    forgetDrafts();
    set({ token: null, user: null, leavingFrom: path });
  },
  end: (loginAgain) => {
    // The refused token left the cookie with the 401 (removeRefusedAccessToken). What the cookie holds now is a
    // login made since, in another window while the alert was open, and it stays.
    set({ token: null, user: null, loginAgain });
  },
}));

// A login or logout in another window of this browser (or the cookie expiring) is followed once this page sees it
// (shown again, or told by the browser): gone, the session ends quietly as a query's 401 ends it (drafts kept);
// another token is that session, whose user is read again (the QueryClient, told next, drops what it cached, or keeps
// it with the user while it asks whether the same person logged in again: createQueryClient).
onAccessTokenChange((token) => useSessionStore.setState({ token, user: null, loginAgain: false }));

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.token !== null);
}
