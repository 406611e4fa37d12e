import { formatDay } from '@guardian/shared';
import { formatStayEnd } from '../stay-end';

describe('a stay’s last day beside its first', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T12:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('says the year once for a stay all in next year', () => {
    expect(`${formatDay('2027-01-01')} ~ ${formatStayEnd('2027-01-01', '2027-01-03')}`).toBe(
      '2027년 1월 1일 (금) ~ 1월 3일 (일)',
    );
  });

  it('says the year of a check-out across the new year, and none within this year', () => {
    expect(formatStayEnd('2026-12-30', '2027-01-02')).toBe('2027년 1월 2일 (토)');
    expect(formatStayEnd('2026-12-24', '2026-12-26')).toBe('12월 26일 (토)');
  });
});
