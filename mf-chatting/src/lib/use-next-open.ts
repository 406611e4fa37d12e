// A closed shop's next opening on the page's clock: a page kept open (a chat room, 상담 준비) read "오늘 오전 10:00부터
// 답변드려요" after 10:00, the shop answering meanwhile, and "내일(화) …" past midnight, that day being today by then.
// At `nextOpenAt` the query that said it is read again (the shop's answer then: answering, or its next opening should
// its hours have changed); the 오늘/내일 text follows the clock.
import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNow } from '@guardian/shared';
import { nextOpenText } from './consult-schedule';

/** `opened`: the opening has come on the page's clock; `next`: when it answers, as the clock reads it now. */
export function useNextOpen(nextOpenAt: string | null, queryKey: QueryKey) {
  const opened = useNow((now) => nextOpenAt !== null && now >= Date.parse(nextOpenAt));
  const next = useNow((now) => (nextOpenAt ? nextOpenText(nextOpenAt, new Date(now)) : null));
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
  }, [opened, key, queryClient]);
  return { opened, next };
}
