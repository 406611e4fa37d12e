// Seconds left until an ISO time, ticking every second; 0 when passed or absent.
import { useEffect, useState } from 'react';

function left(until: string | null): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((new Date(until).getTime() - Date.now()) / 1000));
}

export function useCountdown(until: string | null): number {
  const [seconds, setSeconds] = useState(() => left(until));
  useEffect(() => {
    setSeconds(left(until));
    if (!until) return;
    const id = window.setInterval(() => {
      const s = left(until);
      setSeconds(s);
      if (s === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return seconds;
}

export const formatMmSs = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
