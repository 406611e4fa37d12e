import { MAX_BACKOFF_MS as LOAD_RETRY_MAX_MS } from '../backoff';
import { loadWithRetry } from '../load-chat-live';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the chat client in the background', () => {
  it('loads again as soon as the network returns after a load that failed offline', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Loading chunk 756 failed.'))
      .mockResolvedValue('client');
    const loaded = loadWithRetry(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('client');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps trying with a growing backoff, capped at 30 s, until a load succeeds', async () => {
    vi.useFakeTimers();
    let failuresLeft = 7;
    const load = vi.fn(() =>
      failuresLeft-- > 0 ? Promise.reject(new Error('503')) : Promise.resolve('client'),
    );
    let value: string | null = null;
    void loadWithRetry(load).then((v) => (value = v));

    const calls: number[] = [];
    for (const wait of [1000, 2000, 4000, 8000, 16000, LOAD_RETRY_MAX_MS, LOAD_RETRY_MAX_MS]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      calls.push(load.mock.calls.length);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(calls).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(load).toHaveBeenCalledTimes(8);
    expect(value).toBe('client');
  });

  it('does not load twice when the network returns and the backoff ends together', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('client');
    void loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(LOAD_RETRY_MAX_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
