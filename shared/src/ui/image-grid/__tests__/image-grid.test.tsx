import { act, fireEvent, render as renderDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ImageGrid } from '../lazy-image-grid';

/**
 * The grid on a page the owner came to from another (the open viewer is a history entry). `entries`: the history a
 * reload finds, the last one shown (the browser keeps each entry's state across a reload).
 */
function render(ui: ReactElement, entries: InitialEntry[] = ['/', '/page']) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>이전 화면</p> },
      { path: '/page', element: ui },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return { router, ...renderDom(<RouterProvider router={router} />) };
}

// Grid and viewer are lazy chunks; a loaded machine can take more than findBy's default second.
const LAZY = { timeout: 5000 };

const images = [
  { src: '/a.jpg', alt: '미용 전' },
  { src: '/b.jpg', alt: '미용 후' },
  { src: '/c.jpg', alt: '산책' },
];

describe('ImageGrid and the viewer', () => {
  it("closes the open photo on the phone's back button and stays on the page", async () => {
    const user = userEvent.setup();
    const { router } = render(<ImageGrid images={images} label="보리의 앨범" />);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 3 / 3: 산책' }, LAZY));
    await screen.findByRole('dialog', { name: '사진 3 / 3' }, LAZY);

    await act(() => router.navigate(-1));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page');
    expect(screen.getByRole('list', { name: '보리의 앨범' })).toBeInTheDocument();
  });

  it('keeps one viewer per grid when a page holds several', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ImageGrid images={images} label="첫째 알림장" />
        <ImageGrid images={[{ src: '/z.jpg', alt: '간식' }]} label="둘째 알림장" />
      </>,
    );
    const second = await screen.findByRole('list', { name: '둘째 알림장' }, LAZY);
    await user.click(within(second).getByRole('button', { name: /사진 크게 보기 1 \/ 1/ }));
    await screen.findByRole('dialog', { name: '사진 1 / 1' }, LAZY);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '간식' })).toBeInTheDocument();
  });

  it('after a reload with a photo open, shows that photo again (its links signed anew), and back closes it', async () => {
    const user = userEvent.setup();
    const signed = (sig: string) =>
      images.map((image, i) => ({ ...image, src: `/v2/media/${i + 1}/w1280?exp=${sig}&sig=${sig}` }));
    const first = render(<ImageGrid images={signed('a')} />);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 3 / 3: 산책' }, LAZY));
    await screen.findByRole('dialog', { name: '사진 3 / 3' }, LAZY);
    const { state } = first.router.state.location;
    first.unmount();

    const again = render(<ImageGrid images={signed('b')} />, ['/', '/page', { pathname: '/page', state }]);
    expect(await screen.findByRole('dialog', { name: '사진 3 / 3' }, LAZY)).toBeInTheDocument();

    await act(() => again.router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/page');
  });

  it('forward to the open photo, after leaving the page and coming back, shows it again', async () => {
    const user = userEvent.setup();
    const { router } = render(<ImageGrid images={images} />);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 2 / 3: 미용 후' }, LAZY));
    await screen.findByRole('dialog', { name: '사진 2 / 3' }, LAZY);

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('이전 화면')).toBeInTheDocument();
    await act(() => router.navigate(1));
    await screen.findAllByRole('button', { name: /사진 크게 보기/ }, LAZY);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate(1));

    expect(await screen.findByRole('dialog', { name: '사진 2 / 3' }, LAZY)).toBeInTheDocument();
  });

  it('two grids named apart keep their own viewer even when they show the same photos', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ImageGrid images={images} label="첫째 알림장" name="alim-1" />
        <ImageGrid images={images} label="둘째 알림장" name="alim-2" />
      </>,
    );
    const second = await screen.findByRole('list', { name: '둘째 알림장' }, LAZY);
    await user.click(within(second).getByRole('button', { name: '사진 크게 보기 1 / 3: 미용 전' }));
    await screen.findByRole('dialog', { name: '사진 1 / 3' }, LAZY);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('opens the tapped photo full screen and steps with the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ImageGrid images={images} label="보리의 앨범" />);
    expect(await screen.findAllByRole('button', { name: /사진 크게 보기/ }, LAZY)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '사진 크게 보기 2 / 3: 미용 후' }));
    const viewer = await screen.findByRole('dialog', { name: '사진 2 / 3' }, LAZY);
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: '미용 후' })).toBeInTheDocument();
    // The viewer moves focus in an effect, which can run a task after the dialog shows (CI caught it under load).
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(screen.getByRole('dialog', { name: '사진 3 / 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 사진' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toHaveFocus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img', { name: '미용 전' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 사진' })).toBeDisabled();
  });

  it('follows a swipe and closes on Escape, giving focus back to the thumbnail', async () => {
    const user = userEvent.setup();
    render(<ImageGrid images={images} />);
    const thumb = await screen.findByRole('button', { name: '사진 크게 보기 1 / 3: 미용 전' }, LAZY);
    await user.click(thumb);
    await screen.findByRole('dialog', { name: '사진 1 / 3' }, LAZY);

    const stage = screen.getByRole('img', { name: '미용 전' }).parentElement!;
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 120 });
    expect(screen.getByRole('dialog', { name: '사진 2 / 3' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 130 });
    expect(screen.getByRole('dialog', { name: '사진 2 / 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('tells a screen reader which photo is on screen as it steps, by number and description', async () => {
    const user = userEvent.setup();
    render(<ImageGrid images={images} />);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 3: 미용 전' }, LAZY));
    await screen.findByRole('dialog', { name: '사진 1 / 3' }, LAZY);

    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(screen.getByRole('status')).toHaveTextContent('사진 2 / 3: 미용 후');
  });

  it('zooms the photo with two fingers without stepping to another, moves it with one, and the next photo starts unzoomed', async () => {
    const user = userEvent.setup();
    render(<ImageGrid images={images} />);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 3: 미용 전' }, LAZY));
    await screen.findByRole('dialog', { name: '사진 1 / 3' }, LAZY);
    const photo = screen.getByRole('img', { name: '미용 전' });
    const stage = photo.parentElement!;
    const finger = (type: 'Down' | 'Move' | 'Up', pointerId: number, clientX: number, clientY = 400) =>
      fireEvent[`pointer${type}`](stage, { pointerId, clientX, clientY });

    // Two fingers 100 px apart spread to 200 px, then lift one by one (the second lifting 150 px away).
    finger('Down', 1, 150);
    finger('Down', 2, 250);
    finger('Move', 1, 100);
    finger('Move', 2, 300);
    finger('Up', 2, 300);
    finger('Up', 1, 100);
    expect(screen.getByRole('dialog', { name: '사진 1 / 3' })).toBeInTheDocument();
    expect(photo.style.transform).toBe('translate(0px, 0px) scale(2)');

    // Zoomed in, a one-finger move pans the photo instead of swiping to the next.
    finger('Down', 3, 300);
    finger('Move', 3, 180, 380);
    finger('Up', 3, 180, 380);
    expect(screen.getByRole('dialog', { name: '사진 1 / 3' })).toBeInTheDocument();
    expect(photo.style.transform).toBe('translate(-120px, -20px) scale(2)');

    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(screen.getByRole('img', { name: '미용 후' }).style.transform).toBe('');
  });

  it('lets the grid and the viewer each load the rendition their size needs when the photo has several', async () => {
    const user = userEvent.setup();
    const srcSet = '/d-320.webp 320w, /d-720.webp 720w, /d-1280.webp 1280w';
    render(<ImageGrid images={[{ src: '/d-1280.webp', srcSet, alt: '목욕' }, images[0]!]} columns={3} />);
    const [thumb, plain] = (await screen.findAllByRole('button', { name: /사진 크게 보기/ }, LAZY)).map((b) =>
      b.querySelector('img')!,
    );
    expect(thumb).toHaveAttribute('srcset', srcSet);
    // A third of the content: 149 px on a wide screen, a third of (100vw - 32 px) on a phone.
    expect(thumb).toHaveAttribute('sizes', '(min-width: 480px) 149px, calc((100vw - 32px) / 3)');
    // A photo with one rendition stays as it was.
    expect(plain).not.toHaveAttribute('srcset');
    expect(plain).not.toHaveAttribute('sizes');

    await user.click(screen.getByRole('button', { name: '사진 크게 보기 1 / 2: 목욕' }));
    await screen.findByRole('dialog', undefined, LAZY);
    const full = screen.getByRole('img', { name: '목욕' });
    expect(full).toHaveAttribute('srcset', srcSet);
    expect(full).toHaveAttribute('sizes', '100vw');
  });

  it('renders nothing without photos', async () => {
    const { container } = render(<ImageGrid images={[]} fallback={<p>불러오는 중</p>} />);
    await waitFor(() => expect(screen.queryByText('불러오는 중')).not.toBeInTheDocument(), LAZY);
    expect(container).toBeEmptyDOMElement();
  });
});
