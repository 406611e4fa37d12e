// One payment start at a time. A double tap on 결제 lands before the button shows it is busy (the mutation's state
// reaches the screen a tick later), and each tap would open an order and the payment window again. Once the payment
// window has taken over, the page is leaving: the button stays busy, until the page comes back from the browser's
// back-forward cache (its JavaScript state kept), where it must work again.
import { useEffect, useRef, useState } from 'react';

/** `run(task)`: runs `task` unless one is running; `task` resolves 'leaving' when the page is on its way out. */
export function useOnePayment(): [boolean, (task: () => Promise<'leaving' | void>) => Promise<void>] {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    const reopen = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      busy.current = false;
      setRunning(false);
    };
    window.addEventListener('pageshow', reopen);
    return () => window.removeEventListener('pageshow', reopen);
  }, []);
  const run = async (task: () => Promise<'leaving' | void>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    let leaving = false;
    try {
      leaving = (await task()) === 'leaving';
    } finally {
      if (!leaving) {
        busy.current = false;
        setRunning(false);
      }
    }
  };
  return [running, run];
}
