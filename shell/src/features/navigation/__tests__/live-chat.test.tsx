import { act } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { loadChatLive, queryKeys, type ChatLiveListener, type ChatMessage } from '@guardian/shared';
import { RootLayout } from '../../../app/root-layout';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  loadChatLive: vi.fn(),
}));

const tree = (): RouteObject[] => [
  { path: '/', element: <RootLayout />, children: [{ path: '*', element: <p>page</p> }] },
];

const shopMessage = (chattingRoomId: number): ChatMessage => ({
  messageSeq: 50,
  chattingRoomId,
  seq: 3,
  sender: 'SHOP',
  kind: 'TEXT',
  message: '내일 10시 가능해요',
  images: [],
  inquiry: null,
  clientId: 'srv-abcdefgh',
  createdAt: '2026-11-25T01:00:00.000Z',
  editedAt: null,
});

let listener: ChatLiveListener | null = null;
let sent: { type: string; payload?: unknown }[] = [];

beforeEach(() => {
  listener = null;
  sent = [];
  vi.mocked(loadChatLive).mockResolvedValue({
    subscribeChat: (l) => {
      listener = l;
      return () => {
        listener = null;
      };
    },
    isChatLiveOpen: () => true,
  });
  (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
    postMessage: (raw: string) => sent.push(JSON.parse(raw)),
  };
  mockApi(() => ({ data: [] }));
});
afterEach(() => {
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('live chat in the shell', () => {
  it('listens only while logged in', async () => {
    resetStores();
    renderRoutes(tree(), { path: '/' });
    await new Promise((r) => setTimeout(r, 20));
    expect(loadChatLive).not.toHaveBeenCalled();
  });

  it("opens the chat socket only once the page's own reads have arrived", async () => {
    resetStores({ token: 'token-1' });
    const waiting: (() => void)[] = [];
    const calls = mockApi(() => new Promise((resolve) => waiting.push(() => resolve({ data: [] }))));
    renderRoutes(tree(), { path: '/' });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.length).toBeGreaterThan(0);
    expect(loadChatLive).not.toHaveBeenCalled();

    waiting.splice(0).forEach((answer) => answer());
    await vi.waitFor(() => expect(listener).not.toBeNull());
  });

  it('refreshes the unread counts when a shop message arrives, and tells the native app while hidden', async () => {
    resetStores({ token: 'token-1' });
    const { queryClient } = renderRoutes(tree(), { path: '/' });
    await vi.waitFor(() => expect(listener).not.toBeNull());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => listener!({ type: 'message', message: shopMessage(7) }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.chatting.unread() });
    expect(sent.filter((m) => m.type === 'NEW_CHAT_MESSAGE')).toEqual([]);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => listener!({ type: 'message', message: shopMessage(7) }));
    expect(sent.filter((m) => m.type === 'NEW_CHAT_MESSAGE')).toEqual([
      {
        type: 'NEW_CHAT_MESSAGE',
        payload: { chattingRoomId: 7, message: '내일 10시 가능해요', link: '/chatting/7' },
      },
    ]);

    // A muted room stays quiet on the native side.
    queryClient.setQueryData(queryKeys.chatting.rooms(), [{ chattingRoomId: 8, isMuted: true }]);
    act(() => listener!({ type: 'message', message: shopMessage(8) }));
    expect(sent.filter((m) => m.type === 'NEW_CHAT_MESSAGE')).toHaveLength(1);
  });

  it("refreshes the room list (not the unread counts) when a message is edited: it may be a room's last one", async () => {
    resetStores({ token: 'token-1' });
    const { queryClient } = renderRoutes(tree(), { path: '/' });
    await vi.waitFor(() => expect(listener).not.toBeNull());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() =>
      listener!({
        type: 'edited',
        message: { ...shopMessage(7), sender: 'USER', message: '11시로 바꿀게요' },
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.chatting.rooms() });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: queryKeys.chatting.unread() });
  });
});
