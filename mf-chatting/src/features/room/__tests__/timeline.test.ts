// The room's timeline: where "여기까지 읽었어요" goes, and which bubbles end a run (and show the time).
import { message } from '../../../test/fixtures';
import { endsRun, withDaySeparators, type TimelineItem } from '../lib/message-pages';

const kinds = (items: TimelineItem[]) =>
  items.map((i) => (i.kind === 'message' ? i.message.seq : i.kind === 'day' ? 'day' : 'unread'));

describe('여기까지 읽었어요', () => {
  const list = [3, 4, 5, 6].map((seq) => message(seq));

  it('stands before the first message after the read mark the room opened with', () => {
    expect(kinds(withDaySeparators(list, 4))).toEqual(['day', 3, 4, 'unread', 5, 6]);
  });

  it('comes before the day its first unread message starts', () => {
    const nextDay = message(5, { createdAt: '2026-11-25T01:00:00.000Z' });
    expect(kinds(withDaySeparators([message(3), message(4), nextDay], 4))).toEqual([
      'day',
      3,
      4,
      'unread',
      'day',
      5,
    ]);
  });

  it('is not shown without a mark, with nothing after it, or while its first unread message is not loaded', () => {
    expect(kinds(withDaySeparators(list))).not.toContain('unread');
    expect(kinds(withDaySeparators(list, 6))).not.toContain('unread');
    expect(kinds(withDaySeparators(list, 1))).not.toContain('unread');
    expect(kinds(withDaySeparators(list, 2))).toEqual(['unread', 'day', 3, 4, 5, 6]);
  });
});

describe('a run of bubbles', () => {
  const at = (minute: number, second = 0) =>
    new Date(Date.UTC(2026, 10, 23, 12, minute, second)).toISOString();

  it('ends where the sender changes, the minute changes, or something else comes between', () => {
    const timeline = withDaySeparators(
      [
        message(1, { sender: 'SHOP', createdAt: at(24, 1) }),
        message(2, { sender: 'SHOP', createdAt: at(24, 30) }),
        message(3, { sender: 'SHOP', createdAt: at(24, 59) }),
        message(4, { sender: 'SHOP', createdAt: at(25, 0) }),
        message(5, { sender: 'USER', createdAt: at(25, 10) }),
        message(6, { sender: 'USER', createdAt: at(25, 20) }),
      ],
      5,
    );
    const ends = timeline.flatMap((item, i) =>
      item.kind === 'message' ? [[item.message.seq, endsRun(timeline, i)]] : [],
    );
    expect(ends).toEqual([
      [1, false],
      [2, false],
      [3, true], // the next is a minute later
      [4, true], // the next is mine
      [5, true], // 여기까지 읽었어요 comes between
      [6, true], // the last
    ]);
  });
});
