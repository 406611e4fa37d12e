import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { clearScrollPositions, useScrollRestoration } from '../hooks/use-scroll-restoration';

function Layout() {
  const ref = useRef<HTMLElement>(null);
  useScrollRestoration(ref);
  return (
    <main ref={ref} data-testid="main">
      <Outlet />
    </main>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  clearScrollPositions();
});
afterEach(() => vi.useRealTimers());

it('§2: saves the main container scrollTop per path on leaving and restores it 100 ms after navigation', async () => {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/shop', element: <Link to="/notice">공지</Link> },
          { path: '/notice', element: <Link to="/shop">매장</Link> },
        ],
      },
    ],
    { initialEntries: ['/shop'] },
  );
  render(<RouterProvider router={router} />);
  const main = screen.getByTestId('main');

  main.scrollTop = 420;
  fireEvent.scroll(main);
  await act(() => router.navigate('/notice'));
  act(() => vi.advanceTimersByTime(100));
  expect(main.scrollTop).toBe(0);

  main.scrollTop = 75;
  fireEvent.scroll(main);
  await act(() => router.navigate('/shop'));
  act(() => vi.advanceTimersByTime(99));
  expect(main.scrollTop).toBe(75); // not yet restored
  act(() => vi.advanceTimersByTime(1));
  expect(main.scrollTop).toBe(420);

  await act(() => router.navigate('/notice'));
  act(() => vi.advanceTimersByTime(100));
  expect(main.scrollTop).toBe(75);
});

// The browser, laying out a page shorter than the feed's position, clamps the container's scrollTop and fires a scroll
// event with the next frame. Here it fires as early as it could: once the post page is in the DOM, before React runs
// the passive effects of that navigation (in a browser React may paint, and the event arrive, before it runs them).
function ShortPost() {
  useLayoutEffect(() => {
    const main = document.querySelector<HTMLElement>('[data-testid="main"]')!;
    main.scrollTop = 0;
    main.dispatchEvent(new Event('scroll'));
  }, []);
  return <p>글</p>;
}

it("the next page's clamped scroll event (0 after the path changed) does not overwrite the feed's saved position", async () => {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/community', element: <Link to="/community/295">글</Link> },
          { path: '/community/295', element: <ShortPost /> },
        ],
      },
    ],
    { initialEntries: ['/community'] },
  );
  render(<RouterProvider router={router} />);
  const main = screen.getByTestId('main');

  main.scrollTop = 1800;
  fireEvent.scroll(main);
  await act(() => router.navigate('/community/295'));
  act(() => vi.advanceTimersByTime(100));
  expect(main.scrollTop).toBe(0);

  await act(() => router.navigate(-1));
  act(() => vi.advanceTimersByTime(100));
  expect(main.scrollTop).toBe(1800);
});

it('a box tapped while the page opens stays in view when the position comes back', async () => {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/community', element: <Link to="/community/7">글</Link> },
          { path: '/community/7', element: <textarea aria-label="댓글" /> },
        ],
      },
    ],
    { initialEntries: ['/community'] },
  );
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/community/7'));
  const box = screen.getByRole('textbox', { name: '댓글' });
  const intoView = vi.fn();
  box.scrollIntoView = intoView;
  box.focus();
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByTestId('main').scrollTop).toBe(0);
  expect(intoView).toHaveBeenCalledWith({ block: 'nearest' });
});

it('brings nothing into view when nobody is typing', async () => {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/a', element: <button>확인</button> }] }],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  const button = screen.getByRole('button', { name: '확인' });
  const intoView = vi.fn();
  button.scrollIntoView = intoView;
  button.focus();
  act(() => vi.advanceTimersByTime(100));
  expect(intoView).not.toHaveBeenCalled();
});
