import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { forgetFailedLoads, lazyWithRetry } from '../lazy-with-retry';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const Sheet = ({ title }: { title: string }) => <h2>{title}</h2>;

function renderPart(Part: typeof Sheet) {
  // A new key remounts the boundary: what a route's 다시 시도 does.
  const view = (n: number) => (
    <Boundary key={n}>
      <Suspense fallback={<p>불러오는 중</p>}>
        <Part title="탈퇴하기" />
      </Suspense>
    </Boundary>
  );
  const utils = render(view(0));
  return { retry: (n: number) => act(async () => utils.rerender(view(n))) };
}

describe('lazyWithRetry', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows the failure, keeps it (no request loop) until 다시 시도 forgets it, then loads the part', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Sheet }>>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValue({ default: Sheet });
    const Part = lazyWithRetry(load);
    const { retry } = renderPart(Part);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 7 failed.');

    await retry(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk 7 failed.');
    expect(load).toHaveBeenCalledTimes(1);

    forgetFailedLoads();
    await retry(2);
    expect(await screen.findByRole('heading', { name: '탈퇴하기' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
