// The room's messages live in one infinite query (pages[0] newest). The socket, resyncs and sends merge
// into it by sequence: a known sequence is replaced (an edit), a new one added; nothing is ever twice.
import type { InfiniteData } from '@tanstack/react-query';
import { formatSeoulDate, type ChatMessage } from '@guardian/shared';

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

/** Every message once, oldest first. */
export function flattenMessages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const bySeq = new Map<number, ChatMessage>();
  for (const page of data.pages) for (const m of page) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const lastSeqOf = (data: MessagePages | undefined): number =>
  data ? Math.max(0, ...data.pages.flatMap((p) => p.map((m) => m.seq))) : 0;

export type TimelineItem =
  { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: ChatMessage };

/** Messages with a day separator before the first message of each Seoul day. */
export function withDaySeparators(messages: ChatMessage[]): TimelineItem[] {
  const out: TimelineItem[] = [];
  let day = '';
  for (const m of messages) {
    const label = formatSeoulDate(String(m.createdAt));
    if (label !== day) {
      day = label;
      out.push({ kind: 'day', key: `day-${label}`, label });
    }
    out.push({ kind: 'message', key: `m-${m.seq}`, message: m });
  }
  return out;
}
