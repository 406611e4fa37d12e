import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useParamEntry } from '../use-param-entry';

function Album() {
  const photo = useParamEntry();
  const open = photo.params.get('photo');
  return (
    <>
      <button type="button" onClick={() => photo.open({ photo: '2' })}>
        사진 2
      </button>
      {open ? (
        <div role="dialog" aria-label={`사진 ${open}`}>
          <button type="button" onClick={photo.close}>
            닫기
          </button>
        </div>
      ) : null}
    </>
  );
}

const at = (entries: string[]) => {
  const router = createMemoryRouter(
    [
      { path: '/album', element: <p>앨범 목록</p> },
      { path: '/album/:id', element: <Album /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('useParamEntry', () => {
  it('opens a view as a history entry: back closes it and stays on the screen; the next back leaves', async () => {
    const router = at(['/album', '/album/7']);
    await userEvent.click(screen.getByRole('button', { name: '사진 2' }));
    expect(screen.getByRole('dialog', { name: '사진 2' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/album/7');

    await act(() => router.navigate(-1));
    expect(screen.getByText('앨범 목록')).toBeInTheDocument();
  });

  it('닫기 goes back to the screen it was opened over, leaving no entry of the view behind', async () => {
    const router = at(['/album', '/album/7']);
    await userEvent.click(screen.getByRole('button', { name: '사진 2' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByText('앨범 목록')).toBeInTheDocument();
  });

  it('a link straight at the view: 닫기 puts the bare screen in its place, so back does not reopen it', async () => {
    const router = at(['/album', '/album/7?photo=3']);
    expect(screen.getByRole('dialog', { name: '사진 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByText('앨범 목록')).toBeInTheDocument();
  });
});

// A booking's page keeps its product and chosen pets in the address; the pet sheet over it is one param beside them.
function Booking() {
  const sheet = useParamEntry(['pet']);
  return (
    <>
      <button type="button" onClick={() => sheet.open({ pet: 'new' })}>
        반려동물 추가
      </button>
      {sheet.params.get('pet') === 'new' ? (
        <div role="dialog" aria-label="반려동물 추가">
          <button type="button" onClick={sheet.close}>
            닫기
          </button>
        </div>
      ) : null}
    </>
  );
}

const atBooking = (entries: string[]) => {
  const router = createMemoryRouter(
    [
      { path: '/shop/:id', element: <p>매장</p> },
      { path: '/booking/:id', element: <Booking /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('useParamEntry over a screen whose address holds its own state', () => {
  it('opens the sheet beside the booking’s params, and 닫기 goes back to them', async () => {
    const router = atBooking(['/shop/3', '/booking/3?product=5&pets=1']);
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    expect(router.state.location.search).toBe('?product=5&pets=1&pet=new');
    expect(screen.getByRole('dialog', { name: '반려동물 추가' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(router.state.location.search).toBe('?product=5&pets=1');
    await act(() => router.navigate(-1));
    expect(screen.getByText('매장')).toBeInTheDocument();
  });

  it('reached by its address (back from a login that left the site): the sheet is open, and 닫기 keeps the booking', async () => {
    const router = atBooking(['/shop/3', '/booking/3?product=5&pets=1&pet=new']);
    expect(screen.getByRole('dialog', { name: '반려동물 추가' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(router.state.location.search).toBe('?product=5&pets=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByText('매장')).toBeInTheDocument();
  });
});
