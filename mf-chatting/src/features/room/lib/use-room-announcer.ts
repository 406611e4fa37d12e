// What the room reads out to a screen reader (its polite live region): the shop's answers as they arrive, and
// whatever else the room says (a send lost).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@guardian/shared';

/**
 * What a screen reader reads out next (the room's polite live region), and a way to say it. The same words twice (a
 * second send lost) are read twice: a no-break space at the end alternates, so the region's text changes.
 */
function useAnnouncement(): [string, (text: string) => void] {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setSaid((s) => ({ text, count: s.count + 1 })), []);
  return [said.text + (said.count % 2 ? '\u00a0' : ''), announce];
}

/** `loaded`: the messages have come (those then on screen are not news). */
export function useRoomAnnouncer({
  list,
  lastShopSeq,
  loaded,
  shopName,
}: {
  list: ChatMessage[];
  lastShopSeq: number;
  loaded: boolean;
  shopName: string;
}): [string, (text: string) => void] {
  const [announcement, announce] = useAnnouncement();
  // The shop's answers that arrive while the room is open are read out (once, the newest with how many came); those
  // on screen when it opened, and older pages loaded above, are not news.
  const announcedUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (announcedUpTo.current === null) {
      announcedUpTo.current = lastShopSeq;
      return;
    }
    const seen = announcedUpTo.current;
    const arrived = list.filter((m) => m.sender === 'SHOP' && m.seq > seen);
    if (!arrived.length) return;
    announcedUpTo.current = lastShopSeq;
    const newest = arrived[arrived.length - 1];
    const what = newest.kind === 'IMAGE' ? `사진 ${newest.images.length}장` : newest.message;
    announce(
      arrived.length > 1
        ? `${shopName}에서 새 메시지 ${arrived.length}개가 왔어요. ${what}`
        : `${shopName}에서 새 메시지가 왔어요. ${what}`,
    );
  }, [announce, lastShopSeq, list, loaded, shopName]);
  return [announcement, announce];
}
