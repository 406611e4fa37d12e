// Seconds left until an ISO time, ticking every second; 0 when passed or absent.
import { useEffect, useState } from 'react';

function left(until: string | null): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((new Date(until).getTime() - Date.now()) / 1000));
}

export function useCountdown(until: string | null): number {
  const [counted, setCounted] = useState(() => ({ until, seconds: left(until) }));
  // A new deadline counts from the render that brings it: left at 0 until the interval's effect ran, a code just
  // sent read "인증 시간이 지났어요" for a frame, and 확인 in that frame was refused.
  if (counted.until !== until) setCounted({ until, seconds: left(until) });
  useEffect(() => {
    if (!until) return;
    const id = window.setInterval(() => {
      const s = left(until);
      setCounted({ until, seconds: s });
      if (s === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return counted.until === until ? counted.seconds : left(until);
}

export const formatMmSs = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
