import { useSessionStore } from '@guardian/shared';
import { createSessionDraftStore, sessionDraftKey } from '../draft-store';

describe('draft stores', () => {
  it('keep a session draft in the tab’s storage until it is cleared', () => {
    const store = createSessionDraftStore<string>('test-keep');
    store.getState().setDraft('a', '발톱도 부탁드려요');
    expect(sessionStorage.getItem(sessionDraftKey('test-keep'))).toContain('발톱도 부탁드려요');
    store.getState().clearDraft('a');
    expect(sessionStorage.getItem(sessionDraftKey('test-keep'))).not.toContain('발톱도');
  });

  it('forget what was typed when the person logs out, in memory and in the tab’s storage', () => {
    const memos = createSessionDraftStore<string>('test-logout-memos');
    const reviews = createSessionDraftStore<string>('test-logout');
    memos.getState().setDraft('3:7', '겁이 많아요');
    reviews.getState().setDraft('write:11', '꼼꼼하게 해주셨어요');
    useSessionStore.setState({ token: 'token' });

    useSessionStore.getState().leave('/my-info/setting');

    expect(memos.getState().drafts).toEqual({});
    expect(reviews.getState().drafts).toEqual({});
    expect(sessionStorage.getItem(sessionDraftKey('test-logout')) ?? '').not.toContain('꼼꼼하게');
    expect(sessionStorage.getItem(sessionDraftKey('test-logout-memos')) ?? '').not.toContain('겁이');
  });
});
