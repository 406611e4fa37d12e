// The page the payment window returned to, once the order's outcome is in (`ready`): back over the window's pages to
// the page that sent it (payment-window.ts). Whether it is leaving: it then shows no more than that it is on its way.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { returnOverPaymentWindow } from './payment-window';

export function useReturnOverPaymentWindow(ready: boolean, orderId: string): boolean {
  const { pathname, search } = useLocation();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (ready && orderId !== '') setLeaving(returnOverPaymentWindow(orderId, pathname + search));
    // The page as the outcome came in: it is the one the window returned to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, orderId]);
  return leaving;
}
