import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useFocusNewPage } from '../hooks/use-focus-new-page';

function Layout() {
  const ref = useRef<HTMLElement>(null);
  useFocusNewPage(ref);
  return (
    <>
      <nav>
        <Link to="/chatting">채팅</Link>
      </nav>
      <main ref={ref}>
        <Outlet />
      </main>
    </>
  );
}

function SearchPage() {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <>
      <h1>검색</h1>
      <input ref={box} aria-label="검색어" />
    </>
  );
}

const frame = () => act(() => new Promise((r) => requestAnimationFrame(() => r(null))));

function renderApp(start = '/shop/1') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/shop/1',
            element: (
              <>
                <h1>달콤펫뷰티</h1>
                <Link to="/online-reservation/1/select-pet">온라인 예약</Link>
                <Link to="/search">검색</Link>
              </>
            ),
          },
          { path: '/online-reservation/1/select-pet', element: <h1>반려동물 선택</h1> },
          { path: '/search', Component: SearchPage },
          { path: '/chatting', element: <h1>채팅</h1> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a page opened in the app', () => {
  it('takes the focus to its title when the link that led there went with the last page', async () => {
    renderApp();
    await frame();
    expect(document.body).toHaveFocus(); // the first page: the browser starts at the top
    await userEvent.click(screen.getByRole('link', { name: '온라인 예약' }));
    await frame();
    expect(screen.getByRole('heading', { name: '반려동물 선택' })).toHaveFocus();
  });

  it('waits for a title that arrives after the address changed (a screen still loading)', async () => {
    const router = renderApp();
    await act(() => router.navigate('/chatting'));
    document.querySelector('h1')?.remove();
    await frame();
    const late = document.createElement('h1');
    late.textContent = '늦게 온 제목';
    await act(async () => document.querySelector('main')!.append(late));
    expect(late).toHaveFocus();
  });

  it('leaves the focus where the new page put it (its search box)', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: '검색' }));
    await frame();
    expect(screen.getByRole('textbox', { name: '검색어' })).toHaveFocus();
  });

  it('leaves the focus on a tab that stays on screen', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: '채팅' }));
    await frame();
    expect(screen.getByRole('link', { name: '채팅' })).toHaveFocus();
  });
});
