import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { DeepChattingScreen, PrepareDeepLinkScreen } from '../components/deep-link-screens';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = [
  { path: '/deep/chatting', Component: DeepChattingScreen },
  { path: '/chatting/prepare/deep-link', Component: PrepareDeepLinkScreen },
  { path: '/chatting', element: <p>채팅 목록</p> },
  { path: '/chatting/:url', element: <p>채팅방</p> },
];
const gone = new ApiError({ status: 404, resultCode: 'SHOP_NOT_FOUND', message: '매장을 찾을 수 없어요.' });

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
});

describe('채팅 딥링크', () => {
  it('a link to a shop that is gone says so and leads to the chat list', async () => {
    vi.mocked(apiPost).mockRejectedValue(gone);
    renderAt('/deep/chatting?shopId=999', routes);
    expect(await screen.findByText('매장을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '채팅 목록으로' }));
    expect(await screen.findByText('채팅 목록')).toBeInTheDocument();
  });

  it('the prepare link to a shop that is gone leads to the chat list too', async () => {
    vi.mocked(apiGet).mockRejectedValue(gone);
    renderAt('/chatting/prepare/deep-link?shopId=999', routes);
    await userEvent.click(await screen.findByRole('button', { name: '채팅 목록으로' }));
    expect(await screen.findByText('채팅 목록')).toBeInTheDocument();
  });

  it('opens the room a link names', async () => {
    renderAt('/deep/chatting?chattingRoomId=7', routes);
    expect(await screen.findByText('채팅방')).toBeInTheDocument();
  });

  it('reads a malformed room number as none and opens the chat list, asking nothing', async () => {
    renderAt('/deep/chatting?chattingRoomId=1e3', routes);
    expect(await screen.findByText('채팅 목록')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });
});
