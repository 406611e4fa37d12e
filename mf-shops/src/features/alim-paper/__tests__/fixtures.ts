import type { AlimPaper, AlimPaperItem } from '../api/types';

export function alimPaper(overrides: Partial<AlimPaper> = {}): AlimPaper {
  return {
    alimPaperSeq: 7,
    date: '2026-11-25',
    endDate: null,
    shop: { shopId: 1, name: '해피독 유치원' },
    pet: { petSeq: 1, name: '코코', kind: 'DOG' },
    moods: ['신나요', '졸려요'],
    meal: { amount: 'MOST', note: '사료 조금 남겼어요' },
    potty: { pee: 3, poop: 1, state: 'NORMAL', note: '' },
    activity: { walkMinutes: 40, note: '공원 산책' },
    health: { vomiting: true, injury: false, medicine: false, note: '점심 먹고 한 번 토했어요' },
    hasHealthNote: true,
    text: '오늘 코코는 친구들과 잘 놀았어요.',
    teacherName: '김하늘',
    photos: [
      {
        mediaSeq: 11,
        width: 1200,
        height: 900,
        url: 'https://api/11/w1280',
        thumbnailUrl: 'https://api/11/w320',
        srcSet: 'https://api/11/w320 320w, https://api/11/w720 720w, https://api/11/w1280 1200w',
      },
      {
        mediaSeq: 12,
        width: 1200,
        height: 900,
        url: 'https://api/12/w1280',
        thumbnailUrl: 'https://api/12/w320',
        srcSet: 'https://api/12/w320 320w, https://api/12/w720 720w, https://api/12/w1280 1200w',
      },
    ],
    publishedAt: '2026-11-25T09:00:00.000Z',
    reply: null,
    readAt: '2026-11-25T10:00:00.000Z',
    share: null,
    ...overrides,
  };
}

export function item(overrides: Partial<AlimPaperItem> = {}): AlimPaperItem {
  return {
    alimPaperSeq: 7,
    date: '2026-11-25',
    endDate: null,
    shop: { shopId: 1, name: '해피독 유치원' },
    pet: { petSeq: 1, name: '코코', kind: 'DOG' },
    moods: ['신나요', '졸려요'],
    hasHealthNote: false,
    preview: '오늘 코코는 친구들과 잘 놀았어요.',
    photoCount: 2,
    thumbnailUrl: 'https://api/11/w320',
    publishedAt: '2026-11-25T09:00:00.000Z',
    unread: false,
    ...overrides,
  };
}

export const page = (items: AlimPaperItem[], unread = 0) => ({
  items,
  page: 0,
  size: 20,
  total: items.length,
  hasNext: false,
  unread,
});
