// One run at a time, for an action a double tap must not send twice (a payment, a share link, …). The second tap
// lands before the button shows it is busy (a mutation's state reaches the screen a tick later), so a state flag
// alone lets it through. A task that hands the page over (to a payment window) resolves 'leaving': the button
// stays busy until the page comes back from the browser's back-forward cache (its JavaScript state kept), where it
// must work again.
import { useEffect, useRef, useState } from 'react';

export type OneAtATimeTask = () => Promise<'leaving' | void>;

/** `[running, run]`: `run(task)` runs `task` unless one is running; `running` is for the button's busy state. */
export function useOneAtATime(): [boolean, (task: OneAtATimeTask) => Promise<void>] {
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
  const run = async (task: OneAtATimeTask) => {
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
