import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createBrowserRouter, Link, RouterProvider, useNavigate, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../../bottom-sheet/bottom-sheet';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog';
import { listenForBackOverModals } from '../modal-surfaces';

// The phone's back with a question or a sheet up: Android's key and the app WebView's back are a history back.
function PostPage({ closeOnBack, sheet }: { closeOnBack?: boolean; sheet?: boolean }) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <main>
      <h1>글 상세</h1>
      <button onClick={() => setOpen(true)}>삭제</button>
      <p>{answer}</p>
      {sheet ? (
        <BottomSheet open={open} onClose={() => setOpen(false)} title="내 글" closeOnBack={closeOnBack}>
          <button>수정</button>
        </BottomSheet>
      ) : (
        <ConfirmDialog
          open={open}
          text="글을 삭제할까요?"
          closeOnBack={closeOnBack}
          onConfirm={() => setOpen(false)}
          onCancel={() => {
            setOpen(false);
            setAnswer('취소했어요');
          }}
        />
      )}
    </main>
  );
}

// The phone's back key (or the WebView's) moves the history without the page's history.back, which the app's own
// steps go through: the History prototype's method stands for it.
const phoneBack = () => History.prototype.back.call(window.history);

let router: ReturnType<typeof createBrowserRouter> | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

async function openPost(page: React.ReactElement) {
  window.history.replaceState(null, '', '/');
  // As the shell does, before its router adds its own listener.
  listenForBackOverModals();
  router = createBrowserRouter([
    { path: '/', element: <Link to="/post">글 보기</Link> },
    { path: '/post', element: page },
  ]);
  render(<RouterProvider router={router} />);
  await act(() => router!.navigate('/post'));
  act(() => screen.getByRole('button', { name: '삭제' }).click());
}

describe("the phone's back over a modal surface", () => {
  it('closes the question, as 취소, and stays on the page under it', async () => {
    await openPost(<PostPage />);
    expect(screen.getByRole('dialog', { name: '글을 삭제할까요?' })).toBeInTheDocument();
    const listener = vi.fn();
    router!.subscribe(listener);

    act(() => phoneBack());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('취소했어요')).toBeInTheDocument();
    // The history is back on the page's own entry, and the router never saw it leave.
    await waitFor(() => expect(window.location.pathname).toBe('/post'));
    await new Promise((r) => setTimeout(r, 50));
    expect(router!.state.location.pathname).toBe('/post');
    expect(listener).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '글 상세' })).toBeInTheDocument();

    // With nothing open, back leaves the page as always.
    act(() => phoneBack());
    expect(await screen.findByRole('link', { name: '글 보기' })).toBeInTheDocument();
  });

  it('leaves the page where the dialog does not take the back (the leave guard lets the router hold it)', async () => {
    await openPost(<PostPage closeOnBack={false} />);
    act(() => phoneBack());
    expect(await screen.findByRole('link', { name: '글 보기' })).toBeInTheDocument();
  });

  it('closes a sheet held in state that asks for it', async () => {
    await openPost(<PostPage sheet closeOnBack />);
    expect(screen.getByRole('dialog', { name: '내 글' })).toBeInTheDocument();
    act(() => phoneBack());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(router!.state.location.pathname).toBe('/post');
    expect(screen.getByRole('heading', { name: '글 상세' })).toBeInTheDocument();
  });

  it("lets through the app's own step back taken as a question opens (a sheet's entry closing)", async () => {
    // 설정's 탈퇴: the reason sheet is an entry of its own (?withdraw=1); 다음 closes it and asks the last question.
    function SettingPage() {
      const [params, setParams] = useSearchParams();
      const navigate = useNavigate();
      const [asking, setAsking] = useState(false);
      return (
        <main>
          <button onClick={() => setParams({ withdraw: '1' }, { state: { paramEntry: true } })}>탈퇴</button>
          {params.has('withdraw') ? (
            <button
              onClick={() => {
                void navigate(-1);
                setAsking(true);
              }}
            >
              다음
            </button>
          ) : null}
          <ConfirmDialog
            open={asking}
            text="정말 탈퇴하시겠어요?"
            onConfirm={() => {}}
            onCancel={() => setAsking(false)}
          />
        </main>
      );
    }
    window.history.replaceState(null, '', '/');
    listenForBackOverModals();
    router = createBrowserRouter([
      { path: '/', element: <Link to="/setting">설정</Link> },
      { path: '/setting', element: <SettingPage /> },
    ]);
    render(<RouterProvider router={router} />);
    await act(() => router!.navigate('/setting'));
    act(() => screen.getByRole('button', { name: '탈퇴' }).click());
    await waitFor(() => expect(window.location.search).toBe('?withdraw=1'));
    act(() => screen.getByRole('button', { name: '다음' }).click());

    await waitFor(() => expect(router!.state.location.search).toBe(''));
    await new Promise((r) => setTimeout(r, 50));
    expect(window.location.pathname + window.location.search).toBe('/setting');
    expect(screen.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).toBeInTheDocument();
  });
});
