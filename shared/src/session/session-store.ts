// Who is logged in. The token mirrors the access_token cookie; the user comes from GET /v2/me.
import { create } from 'zustand';
import type { Me } from '../api/types';
import { getAccessToken, removeAccessToken, setAccessToken } from './access-token';

export interface SessionState {
  token: string | null;
  user: Me | null;
  /** Logs in (writes the cookie) or, with null, forgets the token. */
  setToken: (token: string | null) => void;
  setUser: (user: Me | null) => void;
  /** Logs out: removes the cookie, the token and the user. */
  clear: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: getAccessToken(),
  user: null,
  setToken: (token) => {
    if (token) setAccessToken(token);
    else removeAccessToken();
    set({ token });
  },
  setUser: (user) => set({ user }),
  clear: () => {
    removeAccessToken();
    set({ token: null, user: null });
  },
}));

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.token !== null);
}
