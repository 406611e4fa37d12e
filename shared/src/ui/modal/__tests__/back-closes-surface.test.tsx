import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../../bottom-sheet/bottom-sheet';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog';
import { listenForBackOverModals } from '../use-modal-focus';

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

    act(() => window.history.back());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('취소했어요')).toBeInTheDocument();
    // The history is back on the page's own entry, and the router never saw it leave.
    await waitFor(() => expect(window.location.pathname).toBe('/post'));
    await new Promise((r) => setTimeout(r, 50));
    expect(router!.state.location.pathname).toBe('/post');
    expect(listener).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '글 상세' })).toBeInTheDocument();

    // With nothing open, back leaves the page as always.
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: '글 보기' })).toBeInTheDocument();
  });

  it('leaves the page where the dialog does not take the back (the leave guard lets the router hold it)', async () => {
    await openPost(<PostPage closeOnBack={false} />);
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: '글 보기' })).toBeInTheDocument();
  });

  it('closes a sheet held in state that asks for it', async () => {
    await openPost(<PostPage sheet closeOnBack />);
    expect(screen.getByRole('dialog', { name: '내 글' })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(router!.state.location.pathname).toBe('/post');
    expect(screen.getByRole('heading', { name: '글 상세' })).toBeInTheDocument();
  });
});
