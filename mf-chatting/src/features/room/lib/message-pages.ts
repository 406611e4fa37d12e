// The room's messages live in one infinite query (pages[0] newest). The socket, resyncs and sends merge
// into it by sequence: a known sequence is replaced (an edit), a new one added; nothing is ever twice.
import type { InfiniteData } from '@tanstack/react-query';
import { formatDay, seoulToday, type ChatMessage } from '@guardian/shared';

export type MessagePages = InfiniteData<ChatMessage[]>;

export function mergeMessages(
  data: MessagePages | undefined,
  incoming: ChatMessage[],
): MessagePages | undefined {
  if (!data || incoming.length === 0) return data;
  const bySeq = new Map(incoming.map((m) => [m.seq, m]));
  const pages = data.pages.map((page) =>
    page.map((m) => {
      const next = bySeq.get(m.seq);
      if (!next) return m;
      bySeq.delete(m.seq);
      return next;
    }),
  );
  if (bySeq.size) {
    const first = pages[0] ?? [];
    pages[0] = [...first, ...bySeq.values()].sort((a, b) => a.seq - b.seq);
  }
  return { ...data, pages };
}

/**
 * Of messages answered again for their edits, those that change what the cache holds: held, and not older than the
 * held one (an edit heard live while the answer was on its way stays).
 */
export function newerEdits(data: MessagePages | undefined, incoming: ChatMessage[]): ChatMessage[] {
  const held = new Map(flattenMessages(data).map((m) => [m.seq, m]));
  return incoming.filter((m) => {
    const mine = held.get(m.seq);
    return !!mine && timeOf(m.editedAt) >= timeOf(mine.editedAt);
  });
}

const timeOf = (at: string | null | undefined) => (at ? Date.parse(at) : 0);

/** The later of two times the API answered (ISO). */
export const laterTime = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

export const holdsMessage = (data: MessagePages | undefined, seq: number): boolean =>
  !!data?.pages.some((page) => page.some((m) => m.seq === seq));

/**
 * The newest `count` pages, the older ones let go: a room left after a long read upward is opened again at its newest
 * as a first opening is, not with all it had loaded (a year of history was a thousand messages drawn at once, and kept
 * in memory while away). The older pages come again as the reader scrolls up, after the oldest page kept.
 */
export function newestPages(data: MessagePages | undefined, count: number): MessagePages | undefined {
  if (!data || data.pages.length <= count) return data;
  return { pages: data.pages.slice(0, count), pageParams: data.pageParams.slice(0, count) };
}

/** Every message once, oldest first. */
export function flattenMessages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const bySeq = new Map<number, ChatMessage>();
  for (const page of data.pages) for (const m of page) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The sequence up to which the cache holds every message: the end of the unbroken run from the oldest one held.
 * A room's sequences have no holes, so a hole is a message this screen missed (the shop's answer while the
 * socket was down, when my own send's answer came over HTTP with the next sequence): a resync asks after this,
 * not after the newest held, or the missed one would never come; and the room is marked read only this far.
 */
export function lastSeqOf(data: MessagePages | undefined): number {
  if (!data) return 0;
  const seqs = [...new Set(data.pages.flatMap((p) => p.map((m) => m.seq)))].sort((a, b) => a - b);
  let last = seqs[0] ?? 0;
  for (const seq of seqs) {
    if (seq > last + 1) break;
    last = seq;
  }
  return last;
}

export type TimelineItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: ChatMessage };

/**
 * Messages with a day separator before the first message of each Seoul day: '2026년 12월 1일 (화)', with its
 * weekday as the app writes days and, unlike elsewhere, always its year, as a room's history runs over years.
 * `unreadAfter`: the owner had read up to this sequence when the room opened: "여기까지 읽었어요" comes before the
 * first message after it (before its day, when it starts one), once that message is held; null: none.
 */
export function withDaySeparators(
  messages: ChatMessage[],
  unreadAfter: number | null = null,
): TimelineItem[] {
  const out: TimelineItem[] = [];
  let day = '';
  // Only where the first unread message is held: above the pages loaded, the divider would stand in the wrong place.
  let divider = unreadAfter !== null && messages.length > 0 && messages[0].seq <= unreadAfter + 1;
  for (const m of messages) {
    if (divider && m.seq > unreadAfter!) {
      out.push({ kind: 'unread', key: 'unread' });
      divider = false;
    }
    const seoulDay = seoulToday(String(m.createdAt));
    if (seoulDay !== day) {
      day = seoulDay;
      out.push({
        kind: 'day',
        key: `day-${seoulDay}`,
        label: `${seoulDay.slice(0, 4)}년 ${formatDay(seoulDay, null)}`,
      });
    }
    out.push({ kind: 'message', key: `m-${m.seq}`, message: m });
  }
  return out;
}

const minuteOf = (m: ChatMessage) => Math.floor(Date.parse(String(m.createdAt)) / 60_000);

/**
 * Whether the timeline's item `i` (a message) ends a run: the next item is not a message from the same side sent in
 * the same minute (Seoul's minutes are UTC's, nine hours on). The time and 읽음 show on a run's last bubble only, as
 * in KakaoTalk: fourteen answers sent in one minute had fourteen '오후 9:24'.
 */
export function endsRun(timeline: TimelineItem[], i: number): boolean {
  const item = timeline[i];
  const next = timeline[i + 1];
  if (item?.kind !== 'message' || next?.kind !== 'message') return true;
  return next.message.sender !== item.message.sender || minuteOf(next.message) !== minuteOf(item.message);
}
