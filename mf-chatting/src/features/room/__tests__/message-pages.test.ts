import { message } from '../../../test/fixtures';
import {
  flattenMessages,
  lastSeqOf,
  mergeMessages,
  newestPages,
  withDaySeparators,
  type MessagePages,
} from '../lib/message-pages';

const pages = (...p: number[][]): MessagePages => ({
  pages: p.map((seqs) => seqs.map((s) => message(s))),
  pageParams: p.map((_, i) => (i === 0 ? undefined : i)),
});

describe('the room’s message pages', () => {
  it('adds a new message after the newest, and never twice', () => {
    const data = pages([11, 12], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const once = mergeMessages(data, [message(13)]);
    const twice = mergeMessages(once, [message(13)]);
    expect(flattenMessages(twice).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(lastSeqOf(twice)).toBe(13);
  });

  it('keeps the newest pages of a long read, with their page parameters, so the next older page follows on', () => {
    const data = pages(
      [21, 22, 23],
      [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    const kept = newestPages(data, 2)!;
    expect(flattenMessages(kept).map((m) => m.seq)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
    expect(kept.pageParams).toEqual([undefined, 1]);
    expect(lastSeqOf(kept)).toBe(23);
    expect(newestPages(data, 3)).toBe(data);
  });

  it('counts as held only what has no hole before it, so a missed message is asked for again', () => {
    // 13 never arrived; 14 (my own send, answered over HTTP) did.
    const data = pages([11, 12, 14], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lastSeqOf(data)).toBe(12);
    expect(lastSeqOf(mergeMessages(data, [message(13)]))).toBe(14);
    expect(lastSeqOf(pages([]))).toBe(0);
  });

  it('replaces an edited message where it is, in an older page too', () => {
    const data = pages([11, 12], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const edited = mergeMessages(data, [
      message(3, { message: '고친 메시지', editedAt: '2026-11-24T02:00:00Z' }),
    ]);
    const all = flattenMessages(edited);
    expect(all).toHaveLength(12);
    expect(all[2]).toMatchObject({ message: '고친 메시지', editedAt: '2026-11-24T02:00:00Z' });
  });

  it('orders a resync batch that arrives out of order', () => {
    const merged = mergeMessages(pages([1, 2]), [message(5), message(3), message(4)]);
    expect(flattenMessages(merged).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts a day separator, with its year and weekday, before the first message of each Seoul day', () => {
    const items = withDaySeparators([
      message(1, { createdAt: '2026-11-23T14:59:00Z' }), // 23:59 on the 23rd in Seoul
      message(2, { createdAt: '2026-11-23T15:01:00Z' }), // 00:01 on the 24th
      message(3, { createdAt: '2026-11-23T16:00:00Z' }),
    ]);
    expect(
      items.map((i) => (i.kind === 'day' ? i.label : i.kind === 'message' ? i.message.seq : i.kind)),
    ).toEqual(['2026년 11월 23일 (월)', 1, '2026년 11월 24일 (화)', 2, 3]);
  });

  it('writes a day of another year with that year, as a room’s history runs over years', () => {
    const items = withDaySeparators([
      message(1, { createdAt: '2025-12-31T14:30:00Z' }), // 23:30 on 31 December 2025 in Seoul
      message(2, { createdAt: '2025-12-31T15:30:00Z' }), // 00:30 on 1 January 2026
    ]);
    expect(items.filter((i) => i.kind === 'day').map((i) => i.label)).toEqual([
      '2025년 12월 31일 (수)',
      '2026년 1월 1일 (목)',
    ]);
  });
});
