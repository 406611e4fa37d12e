import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../session/session-store';
import { PageHeader } from '../../ui/page-header/page-header';
import { parentPath } from '../parent-path';

describe('parentPath', () => {
  it('is the nearest route above the page', () => {
    expect(parentPath('/community/42', false)).toBe('/community');
    expect(parentPath('/shop/1', true)).toBe('/shop');
    expect(parentPath('/ai-profile/3', true)).toBe('/ai-profile');
    expect(parentPath('/my-info/setting/sns', true)).toBe('/my-info/setting');
    expect(parentPath('/event/7/', false)).toBe('/event');
  });

  it('passes over pages that need login for a guest, ending at /', () => {
    expect(parentPath('/my-info/setting/sns', false)).toBe('/');
    expect(parentPath('/chatting/7', false)).toBe('/');
    expect(parentPath('/chatting/7', true)).toBe('/chatting');
  });

  it('is / for a top-level page and for paths nobody owns', () => {
    expect(parentPath('/community', false)).toBe('/');
    expect(parentPath('/nowhere/at/all', true)).toBe('/');
  });
});

describe('PageHeader 뒤로 가기', () => {
  afterEach(() => useSessionStore.setState({ token: null, user: null }));

  const open = (entries: string[]) => {
    const router = createMemoryRouter(
      [
        { path: '/community', element: <p>피드</p> },
        { path: '/community/:id', element: <PageHeader title="게시글" back /> },
      ],
      { initialEntries: entries, initialIndex: entries.length - 1 },
    );
    render(<RouterProvider router={router} />);
    return router;
  };

  it('goes back in history when the app opened something before this page', async () => {
    const router = open(['/community', '/community/42']);
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('피드')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('opened straight at the page (a shared link), leads to the page above it instead of leaving the app', async () => {
    const router = open(['/community/42']);
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('피드')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
