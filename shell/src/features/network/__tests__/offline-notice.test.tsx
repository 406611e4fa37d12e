import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, useMutation } from '@tanstack/react-query';
import { RootLayout } from '../../../app/root-layout';
import { ScreenFailed } from '../../../components/screen-failed';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';

const send = vi.fn(async (text: string) => text);

function CommentBox() {
  const comment = useMutation({ mutationFn: send });
  return (
    <>
      <button type="button" onClick={() => comment.mutate('산책 사진 예뻐요')}>
        {comment.isPending ? '보내는 중' : '등록'}
      </button>
      {comment.isSuccess ? <p>등록했어요</p> : null}
    </>
  );
}

const offline = '인터넷 연결이 끊겼어요. 연결되면 이어서 할게요.';

beforeEach(() => {
  resetStores();
  send.mockClear();
});
afterEach(() => act(() => onlineManager.setOnline(true)));

describe('no connection', () => {
  it('says so while offline, holds a comment being sent, and sends it once the connection returns', async () => {
    const user = userEvent.setup();
    renderRoutes([
      { path: '/', element: <RootLayout />, children: [{ index: true, element: <CommentBox /> }] },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent(offline);

    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByRole('button', { name: '보내는 중' })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('등록했어요')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stands aside on 쇼핑, whose page says it itself (with 다시 시도): one alert, not the same one twice', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [{ path: 'shopping', element: <p role="alert">쇼핑몰 자리의 안내</p> }],
        },
      ],
      { path: '/shopping' },
    );
    act(() => onlineManager.setOnline(false));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(offline)).not.toBeInTheDocument();
  });

  it('stands aside for a screen that failed to arrive, which says it is offline itself: one alert, said once', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            {
              path: 'alim-paper',
              element: <ScreenFailed onlineText="잠시 후 다시 시도해 주세요." retry={() => undefined} />,
            },
          ],
        },
      ],
      { path: '/alim-paper' },
    );
    act(() => onlineManager.setOnline(false));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '화면을 불러오지 못했어요인터넷에 연결되어 있지 않아요. 연결되면 이 화면을 다시 불러올게요.',
    );
    expect(screen.queryByText(offline)).not.toBeInTheDocument();
  });

  it('comes back above the page once the failed screen is gone', () => {
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            {
              path: 'alim-paper',
              element: <ScreenFailed onlineText="잠시 후 다시 시도해 주세요." retry={() => undefined} />,
            },
            { path: 'curation', element: <CommentBox /> },
          ],
        },
      ],
      { path: '/alim-paper' },
    );
    act(() => onlineManager.setOnline(false));
    expect(screen.queryByText(offline)).not.toBeInTheDocument();
    act(() => void router.navigate('/curation'));
    expect(screen.getByRole('alert')).toHaveTextContent(offline);
  });
});
