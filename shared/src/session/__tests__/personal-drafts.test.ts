import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../api/types';
import { DRAFT_KEY_PREFIX, onDraftsForgotten } from '../personal-drafts';
import { useSessionStore } from '../session-store';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a person’s drafts on this device', () => {
  it('are forgotten when they log out: stored ones, held ones, and nothing else', () => {
    localStorage.setItem(`${DRAFT_KEY_PREFIX}community.new`, '{"content":"우리 보리"}');
    sessionStorage.setItem(`${DRAFT_KEY_PREFIX}reviews`, '{}');
    localStorage.setItem('guardian.currentShop', '{"shopId":1}');
    sessionStorage.setItem('guardian.mallLocation', 'https://mall');
    const forget = vi.fn();
    const stop = onDraftsForgotten(forget);
    useSessionStore.setState({ token: 'token' });

    useSessionStore.getState().leave('/my-info/setting');

    expect(localStorage.getItem(`${DRAFT_KEY_PREFIX}community.new`)).toBeNull();
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}reviews`)).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('guardian.currentShop')).not.toBeNull();
    expect(sessionStorage.getItem('guardian.mallLocation')).not.toBeNull();
    stop();
  });

  it('stay when the session only expires (a refused token): the same person logs in again and goes on', () => {
    sessionStorage.setItem(`${DRAFT_KEY_PREFIX}reviews`, '{}');
    const forget = vi.fn();
    const stop = onDraftsForgotten(forget);
    useSessionStore.setState({ token: 'token' });

    useSessionStore.getState().clear();

    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}reviews`)).toBe('{}');
    expect(forget).not.toHaveBeenCalled();
    stop();
  });

  it('stay for the same person logging in again after their session expired, and are gone for anyone else', () => {
    const person = (id: number) => ({ userSeq: id }) as Me;
    const forget = vi.fn();
    const stop = onDraftsForgotten(forget);
    const session = useSessionStore.getState();
    session.setUser(person(1));
    localStorage.setItem(`${DRAFT_KEY_PREFIX}community.new`, '{"content":"우리 보리"}');
    session.clear();

    session.setUser(person(1));
    expect(localStorage.getItem(`${DRAFT_KEY_PREFIX}community.new`)).not.toBeNull();
    expect(forget).not.toHaveBeenCalled();

    session.clear();
    session.setUser(person(2));
    expect(localStorage.getItem(`${DRAFT_KEY_PREFIX}community.new`)).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);

    localStorage.setItem(`${DRAFT_KEY_PREFIX}community.new`, '{"content":"우리 콩이"}');
    session.setUser(person(2));
    expect(localStorage.getItem(`${DRAFT_KEY_PREFIX}community.new`)).not.toBeNull();
    stop();
  });
});
