// Bubbles laid out as KakaoTalk lays them out: the time (and 읽음) once under a run of one side's messages in the same
// minute, and a photo alone at its own shape.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiGet, apiPost, loadChatLive, useSessionStore } from '@guardian/shared';
import { message, room } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-at';
import { MessageBubble } from '../components/message-bubble';
import { RoomScreen } from '../components/room-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  loadChatLive: vi.fn(),
}));

/** 21:24:05, 21:24:30 … in Seoul on 2026-11-23. */
const at = (minute: number, second: number) =>
  new Date(Date.UTC(2026, 10, 23, 12, minute, second)).toISOString();

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().leave('/');
  useSessionStore.getState().setToken('token-1');
  vi.mocked(loadChatLive).mockResolvedValue({ subscribeChat: () => () => {}, isChatLiveOpen: () => true });
  vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 7, readSeq: 6 });
});

describe('the time under a run of bubbles', () => {
  it('shows once under the last of a side’s messages sent in the same minute, with 읽음', async () => {
    const history = [
      message(1, { sender: 'USER', message: '예약 문의드려요', createdAt: at(20, 0) }),
      message(2, { sender: 'USER', message: '토요일 가능할까요', createdAt: at(20, 40) }),
      message(3, { sender: 'SHOP', message: '안내 1번', createdAt: at(24, 5) }),
      message(4, { sender: 'SHOP', message: '안내 2번', createdAt: at(24, 30) }),
      message(5, { sender: 'SHOP', message: '안내 3번', createdAt: at(24, 59) }),
      message(6, { sender: 'SHOP', message: '안내 4번', createdAt: at(25, 10) }),
    ];
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/room/7' ? { ...room, lastSeq: 6, userReadSeq: 6, shopReadSeq: 6 } : history,
    );
    renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }]);
    await screen.findByText('안내 4번');
    const bubbles = screen.getAllByTestId('chat-message');
    const times = bubbles.map((b) => b.querySelector('time')?.textContent ?? null);
    expect(times).toEqual([null, '오후 9:20', null, null, '오후 9:24', '오후 9:25']);
    expect(within(bubbles[0]).queryByText('읽음')).not.toBeInTheDocument();
    expect(within(bubbles[1]).getByText('읽음')).toBeInTheDocument();
  });

  it('still says 수정됨 on an edited message inside a run', () => {
    render(
      <MemoryRouter>
        <MessageBubble
          shopName="멍멍살롱"
          read
          lastOfRun={false}
          message={message(1, { sender: 'USER', editedAt: at(21, 0) })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('수정됨')).toBeInTheDocument();
    expect(screen.queryByText('읽음')).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });
});

describe('a photo alone in a message', () => {
  const photo = (width: number, height: number) =>
    message(2, {
      sender: 'SHOP',
      kind: 'IMAGE',
      message: '',
      images: [
        {
          mediaSeq: 9,
          width,
          height,
          url: 'https://api.example.com/v2/media/9/w1280',
          thumbnailUrl: 'https://api.example.com/v2/media/9/w320',
          srcSet: 'https://api.example.com/v2/media/9/w320 320w',
        },
      ],
    });
  const drawn = (width: number, height: number) => {
    render(
      <MemoryRouter>
        <MessageBubble shopName="멍멍살롱" read={false} message={photo(width, height)} />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: '보낸 사진' });
    const size = {
      width: img.style.width,
      aspectRatio: img.style.aspectRatio,
      sizes: img.getAttribute('sizes'),
    };
    cleanup();
    return size;
  };

  it('is drawn at its own shape within the bubble’s box, not cropped square', () => {
    expect(drawn(800, 600)).toEqual({ width: '200px', aspectRatio: '200 / 150', sizes: '200px' });
    expect(drawn(600, 800)).toEqual({ width: '195px', aspectRatio: '195 / 260', sizes: '195px' });
  });

  it('keeps a sliver of a panorama at least 80 px high, cropped to it', () => {
    expect(drawn(3000, 300)).toEqual({ width: '200px', aspectRatio: '200 / 80', sizes: '200px' });
  });
});
