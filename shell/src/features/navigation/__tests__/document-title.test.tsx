import { act, render, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';

function Layout() {
  const ref = useRef<HTMLElement>(null);
  useDocumentTitle(ref);
  return (
    <main ref={ref}>
      <Outlet />
    </main>
  );
}

let showName: (name: string) => void = () => {};
function ShopPage() {
  const [name, setName] = useState('');
  showName = setName;
  return name ? <h1>{name}</h1> : <p>불러오는 중</p>;
}

function renderApp(start: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/chatting', element: <h1>채팅</h1> },
          { path: '/shop/1', Component: ShopPage },
          { path: '/check', element: <p>확인 중</p> },
          {
            path: '/lure',
            element: (
              <h1>
                우리 아이가 다니는 매장,
                <br />
                가디언에서 한 번에
              </h1>
            ),
          },
          {
            path: '/event/1',
            element: (
              <h1>
                <span>겨울 미용</span>
                <br />
                <span>20% 할인</span>
              </h1>
            ),
          },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  document.title = '가디언';
});

it("names the page in the browser's title after its h1, on the first page and the next", async () => {
  const router = renderApp('/chatting');
  expect(document.title).toBe('채팅 | 가디언');
  await act(() => router.navigate('/check'));
  await waitFor(() => expect(document.title).toBe('가디언'));
});

it("takes a name that arrives with the page's data", async () => {
  renderApp('/shop/1');
  expect(document.title).toBe('가디언');
  act(() => showName('바둑펫뷰티 종로점'));
  await waitFor(() => expect(document.title).toBe('바둑펫뷰티 종로점 | 가디언'));
  act(() => showName('바둑펫뷰티 종로본점'));
  await waitFor(() => expect(document.title).toBe('바둑펫뷰티 종로본점 | 가디언'));
});

it('reads a line break in the heading as a space, not two words run together', () => {
  renderApp('/lure');
  expect(document.title).toBe('우리 아이가 다니는 매장, 가디언에서 한 번에 | 가디언');
});

it('does so for any page whose heading breaks its line', () => {
  renderApp('/event/1');
  expect(document.title).toBe('겨울 미용 20% 할인 | 가디언');
});
