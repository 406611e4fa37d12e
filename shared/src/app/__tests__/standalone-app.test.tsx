import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authClient } from '../../api/client';
import { getRuntimeConfig } from '../../config/runtime-config';
import { toast } from '../../ui/toast/toast-store';
import { StandaloneApp } from '../standalone-app';

function Screen() {
  const client = useQueryClient();
  return <h1>{client ? '매장 목록' : 'no client'}</h1>;
}

describe('StandaloneApp', () => {
  it("renders a remote's routes with a QueryClient, toasts and the default config when config.json is missing", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('not found', { status: 404 })));
    render(<StandaloneApp routes={[{ path: '/', element: <Screen /> }]} />);
    expect(await screen.findByRole('heading', { name: '매장 목록' })).toBeInTheDocument();
    expect(authClient.defaults.baseURL).toBe('http://127.0.0.1:4000');
    expect(getRuntimeConfig().environment).toBe('development');
    act(() => void toast.success('저장했습니다.'));
    // The app mounts once config.json has failed, in a promise callback outside act, so the toast
    // host's store subscription (a passive effect) may still be pending when the heading shows; on a
    // loaded machine the toast then appears a task later, when it subscribes and sees the new state.
    expect(await screen.findByRole('status')).toHaveTextContent('저장했습니다.');
  });

  it('uses config.json when the dev server serves one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ apiBaseUrl: 'http://localhost:4100', environment: 'development' }), {
          status: 200,
        }),
      ),
    );
    render(<StandaloneApp routes={[{ path: '/', element: <Screen /> }]} />);
    await screen.findByRole('heading', { name: '매장 목록' });
    expect(authClient.defaults.baseURL).toBe('http://localhost:4100');
  });
});
