import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from '../toast-store';
import { ToastViewport } from '../toast-viewport';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts (§4)', () => {
  it('§4: auto-dismiss after 3 seconds', () => {
    render(<ToastViewport />);
    act(() => void toast.success('저장했습니다.'));
    expect(screen.getByRole('status')).toHaveTextContent('저장했습니다.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('§4: marks success and error toasts with their type (dark / red)', () => {
    render(<ToastViewport />);
    act(() => {
      toast.success('완료');
      toast.error('실패');
    });
    const [success, error] = screen.getAllByRole('status');
    expect(success).toHaveAttribute('data-type', 'success');
    expect(error).toHaveAttribute('data-type', 'error');
  });

  it('each toast keeps its own 3 s timer', () => {
    act(() => void toast.success('첫 번째'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => void toast.error('두 번째'));
    act(() => vi.advanceTimersByTime(1000));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['두 번째']);
    act(() => vi.advanceTimersByTime(2000));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
