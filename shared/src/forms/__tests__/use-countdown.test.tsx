import { render } from '@testing-library/react';
import { useCountdown } from '../phone-certification/use-countdown';

function Shown({ until, seen }: { until: string | null; seen: number[] }) {
  const seconds = useCountdown(until);
  seen.push(seconds);
  return <span>{seconds}</span>;
}

describe('useCountdown', () => {
  it('counts a new deadline from the render that brings it, never showing it as passed first', () => {
    const seen: number[] = [];
    const { rerender } = render(<Shown until={null} seen={seen} />);
    expect(seen.slice(-1)[0]).toBe(0);
    seen.length = 0;

    rerender(<Shown until={new Date(Date.now() + 180_000).toISOString()} seen={seen} />);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s === 180)).toBe(true);
  });
});
