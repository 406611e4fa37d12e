/**
 * The 홈 seed: series, articles, a video, breed notes, curated shop reviews and events, in Korean. Shops are named by
 * id (the generated shops 1..40 exist in every seeded database, tests included) and breeds by their Korean name.
 */
import type { EventCouponTerms } from '../../db/schema/index.js';
import type { Block } from './schemas.js';
import { curationImagePath, type Illustration } from './images.js';

const h = (text: string): Block => ({ type: 'heading', text });
const p = (...parts: (string | { b: string } | { a: string; href: string })[]): Block => ({
  type: 'paragraph',
  spans: parts.map((x) =>
    typeof x === 'string' ? { text: x } : 'b' in x ? { text: x.b, bold: true } : { text: x.a, href: x.href },
  ),
});
const img = (name: string, alt: string, caption?: string): Block => ({
  type: 'image',
  url: curationImagePath(name),
  alt,
  ...(caption ? { caption } : {}),
});
const quote = (text: string, cite?: string): Block => ({ type: 'quote', text, ...(cite ? { cite } : {}) });
const ul = (...items: string[]): Block => ({ type: 'list', ordered: false, items });
const ol = (...items: string[]): Block => ({ type: 'list', ordered: true, items });
const shop = (shopId: number): Block => ({ type: 'shop', shopId });

export const ILLUSTRATIONS: Illustration[] = [
  { name: 'groom-cover', motif: 'dog', palette: 0 },
  { name: 'groom-brush', motif: 'star', palette: 3, label: '빗질은 매일 5분' },
  { name: 'cat-week-cover', motif: 'cat', palette: 1 },
  { name: 'cat-week-house', motif: 'house', palette: 6, label: '숨을 곳 먼저' },
  { name: 'vaccine-cover', motif: 'heart', palette: 5 },
  { name: 'winter-walk-cover', motif: 'bone', palette: 1 },
  { name: 'winter-walk-paw', motif: 'dog', palette: 4, label: '산책 후 발 닦기' },
  { name: 'cat-water-cover', motif: 'bowl', palette: 6 },
  { name: 'brush-video-cover', motif: 'star', palette: 2 },
  { name: 'hotel-cover', motif: 'house', palette: 2 },
  { name: 'hotel-bag', motif: 'gift', palette: 0, label: '호텔 준비물' },
  { name: 'kinder-cover', motif: 'dog', palette: 3 },
  { name: 'review-spa-cover', motif: 'heart', palette: 0 },
  { name: 'review-kinder-cover', motif: 'star', palette: 4 },
  { name: 'event-groom', motif: 'dog', palette: 0, label: '첫 미용 20% 할인' },
  { name: 'event-hotel', motif: 'house', palette: 1, label: '겨울 호텔 예약 오픈' },
  { name: 'event-kinder', motif: 'star', palette: 2, label: '유치원 체험 수업' },
  { name: 'event-daycare', motif: 'gift', palette: 3, label: '데이케어 첫 방문 혜택' },
  { name: 'event-thanks', motif: 'heart', palette: 4, label: '가디언 감사 쿠폰' },
  { name: 'event-photo', motif: 'cat', palette: 5, label: '가을 산책 사진전' },
];

export interface SeedContent {
  title: string;
  summary: string;
  author: string;
  cover: string;
  kind?: 'ARTICLE' | 'VIDEO';
  video?: { provider: 'YOUTUBE' | 'VIMEO'; videoId: string };
  breeds: string[];
  relatedShopIds: number[];
  /** Titles of other seeded contents. */
  related?: string[];
  blocks: Block[];
}

export interface SeedSeries {
  title: string;
  subtitle: string;
  contents: SeedContent[];
}

const SMALL_DOGS = ['말티즈', '푸들', '토이 푸들', '포메라니안', '시츄', '비숑 프리제'];

/** Links to an article are /curation/<series>/<content>: seeded in this order, series and contents count from 1. */
export const SERIES: SeedSeries[] = [
  {
    title: '처음 만나는 반려생활',
    subtitle: '초보 보호자를 위한 기본기',
    contents: [
      {
        title: '강아지 첫 미용, 언제 어떻게 시작할까',
        summary: '생후 4~5개월, 접종을 마친 뒤 짧고 즐거운 경험부터 시작하세요.',
        author: '가디언 에디터 한소리',
        cover: 'groom-cover',
        breeds: SMALL_DOGS,
        relatedShopIds: [1, 2],
        related: ['겨울 산책, 발바닥 보호가 먼저예요', '집에서 하는 5분 빗질 루틴'],
        blocks: [
          p(
            '말티즈나 푸들처럼 털이 계속 자라는 견종은 평생 미용실을 다니게 됩니다. 그래서 ',
            { b: '첫 미용의 기억' },
            '이 중요해요. 처음에 무섭고 아팠던 경험은 오래 남고, 다음 방문마다 떨고 짖는 아이가 되기 쉽습니다.',
          ),
          h('언제 시작하면 좋을까요'),
          p(
            '기본 예방접종이 끝나는 생후 4~5개월 무렵이 적당합니다. 그 전에는 집에서 발, 귀, 얼굴을 자주 만져 주며 손길에 익숙해지게 해 주세요. 드라이어 소리를 멀리서 들려주고 간식을 주는 것도 좋은 연습입니다.',
          ),
          img('groom-brush', '빗과 별 모양 그림', '빗질에 익숙한 아이는 미용 시간도 짧아져요.'),
          h('첫 방문은 "전체 미용"보다 "위생 미용"으로'),
          p(
            '처음부터 전체 클리핑을 하면 2~3시간을 테이블 위에서 버텨야 합니다. 발바닥, 항문 주변, 눈 주변만 정리하는 위생 미용으로 30분 안에 끝내고, 칭찬과 간식으로 마무리하는 편이 좋아요.',
          ),
          ul(
            '예약 전날 충분히 산책해 에너지를 빼 주세요.',
            '미용 직전에는 밥을 많이 주지 마세요. 멀미나 구토를 할 수 있어요.',
            '평소 먹던 간식을 챙겨 가 미용사에게 건네 주세요.',
            '피부 질환이나 겁이 많은 성격은 미리 알려 주세요.',
          ),
          quote(
            '첫 미용은 기술보다 속도 조절이 전부예요. 아이가 힘들어하면 멈추는 곳을 고르세요.',
            '10년 차 미용사 박지은',
          ),
          h('이런 매장을 고르세요'),
          p(
            '미용 과정을 보호자가 볼 수 있거나 사진으로 알려 주는 곳, 한 번에 한 아이만 맡는 곳이 좋습니다. 가디언에서 ',
            { a: '미용 매장 찾기', href: '/shop/search' },
            '로 가까운 곳을 살펴보세요.',
          ),
          shop(1),
          p(
            '미용이 끝나면 꼭 크게 칭찬해 주세요. 다음 방문의 첫인상은 오늘 집에 돌아가는 길에 만들어집니다.',
          ),
        ],
      },
      {
        title: '우리 집에 고양이가 왔어요: 첫 일주일 체크리스트',
        summary: '숨을 곳, 화장실, 물그릇. 고양이의 첫 일주일은 조용할수록 좋아요.',
        author: '가디언 에디터 윤하람',
        cover: 'cat-week-cover',
        breeds: ['코리안 숏헤어', '러시안 블루', '브리티시 숏헤어', '페르시안'],
        relatedShopIds: [3],
        related: ['건조한 겨울, 고양이 음수량 늘리는 5가지 방법'],
        blocks: [
          p(
            '고양이는 영역 동물이라 새 집에 오면 며칠 동안 숨어 지내는 일이 흔합니다. ',
            { b: '억지로 꺼내지 않는 것' },
            '이 첫 일주일의 가장 중요한 규칙이에요.',
          ),
          img('cat-week-house', '고양이 집 그림', '구석진 곳에 숨숨집을 먼저 놓아 주세요.'),
          h('첫날 준비할 것'),
          ol(
            '조용한 방 하나를 고양이 방으로 정해 주세요.',
            '숨을 수 있는 상자나 숨숨집을 놓아 주세요.',
            '화장실은 밥그릇과 멀리, 모래는 원래 쓰던 것으로 준비하세요.',
            '물그릇은 두 곳 이상에 놓아 주세요.',
          ),
          h('둘째 날부터 일주일까지'),
          p(
            '고양이가 스스로 나와 냄새를 맡기 시작하면 손등을 천천히 내밀어 인사해 주세요. 장난감 낚싯대로 짧게 놀아 주는 것도 좋습니다. 밥을 잘 먹고 화장실을 쓰는지 매일 확인하고, 이틀 넘게 먹지 않으면 병원에 가야 해요.',
          ),
          quote('고양이는 거리를 스스로 좁힐 때 가장 빨리 친해져요.'),
          p(
            '일주일 안에 첫 건강검진을 받아 두면 좋습니다. 예방접종 기록과 함께 ',
            { a: '예방접종 달력 정리법', href: '/curation/1/3' },
            '도 읽어 보세요.',
          ),
        ],
      },
      {
        title: '예방접종과 구충, 달력으로 정리하기',
        summary: '종합백신, 광견병, 심장사상충. 헷갈리는 일정을 한 장으로 정리했어요.',
        author: '가디언 에디터 한소리',
        cover: 'vaccine-cover',
        breeds: ['말티즈', '푸들', '코리안 숏헤어', '진돗개'],
        relatedShopIds: [],
        blocks: [
          p(
            '접종 일정은 병원마다 조금씩 다르지만 큰 틀은 같습니다. 기본 접종을 마친 뒤에는 ',
            { b: '1년에 한 번 추가 접종' },
            '과 매달 하는 구충만 기억하면 돼요.',
          ),
          h('강아지 기본 일정'),
          ul(
            '생후 6~8주: 종합백신 1차, 코로나 장염 1차',
            '2주 간격으로 종합백신 5차까지',
            '생후 3개월 이후: 광견병',
            '매달: 심장사상충 예방약과 외부 구충',
          ),
          h('고양이 기본 일정'),
          ul(
            '생후 8주: 종합백신 1차',
            '3~4주 간격으로 3차까지',
            '생후 3개월 이후: 광견병',
            '실내묘도 3개월마다 내부 구충',
          ),
          p(
            '접종 당일에는 목욕과 미용을 피하고, 하루 정도 조용히 쉬게 해 주세요. 얼굴이 붓거나 토하면 바로 병원에 연락해야 합니다.',
          ),
        ],
      },
    ],
  },
  {
    title: '겨울 케어 가이드',
    subtitle: '추위와 건조함에 지치지 않게',
    contents: [
      {
        title: '겨울 산책, 발바닥 보호가 먼저예요',
        summary: '염화칼슘과 언 땅에서 발바닥을 지키는 산책 전후 루틴.',
        author: '가디언 에디터 윤하람',
        cover: 'winter-walk-cover',
        breeds: [...SMALL_DOGS, '웰시 코기', '진돗개'],
        relatedShopIds: [2, 4],
        related: ['강아지 첫 미용, 언제 어떻게 시작할까'],
        blocks: [
          p(
            '겨울 길에 뿌린 ',
            { b: '염화칼슘' },
            '은 발바닥을 트고 갈라지게 합니다. 산책 뒤 발을 핥다가 먹으면 배탈이 나기도 해요.',
          ),
          h('나가기 전에'),
          ul(
            '발바닥 털을 짧게 정리해 눈뭉치가 붙지 않게 해 주세요.',
            '발바닥 보습밤을 얇게 발라 주세요.',
            '소형견은 얇은 옷이나 신발을 천천히 익숙하게 해 주세요.',
          ),
          img('winter-walk-paw', '강아지 얼굴 그림', '산책 뒤에는 미지근한 물로 발을 닦아 주세요.'),
          h('돌아와서'),
          p(
            '미지근한 물수건으로 발가락 사이까지 닦고, 물기를 완전히 말려 주세요. 젖은 채로 두면 습진이 생기기 쉽습니다. 산책 시간은 짧게 여러 번으로 나누는 편이 좋아요.',
          ),
          p('발바닥 털 정리는 미용 매장의 위생 미용으로 10분이면 끝납니다.'),
          shop(2),
        ],
      },
      {
        title: '건조한 겨울, 고양이 음수량 늘리는 5가지 방법',
        summary: '물을 잘 안 마시는 고양이를 위한 작은 습관들.',
        author: '가디언 에디터 윤하람',
        cover: 'cat-water-cover',
        breeds: ['코리안 숏헤어', '페르시안', '러시안 블루', '스코티시 폴드', '브리티시 숏헤어'],
        relatedShopIds: [],
        related: ['우리 집에 고양이가 왔어요: 첫 일주일 체크리스트'],
        blocks: [
          p(
            '고양이는 원래 물을 적게 마시는 동물이라 겨울이면 방광염이나 결석이 생기기 쉽습니다. 하루 권장 음수량은 ',
            { b: '체중 1kg당 40~50ml' },
            '예요.',
          ),
          ol(
            '물그릇을 밥그릇과 떨어진 곳, 집 안 여러 곳에 놓아 주세요.',
            '넓고 얕은 그릇을 써 주세요. 수염이 닿는 걸 싫어해요.',
            '흐르는 물을 좋아하면 정수기형 급수기를 써 보세요.',
            '습식 사료나 물을 탄 간식으로 수분을 보충해 주세요.',
            '물은 하루 두 번 갈아 신선하게 유지해 주세요.',
          ),
          quote('소변 덩어리가 작아지고 횟수가 늘면 바로 병원에 가 보세요.', '수의사 김도윤'),
          p('가습기를 틀어 실내 습도를 40~60%로 맞추면 피부와 호흡기 건강에도 도움이 됩니다.'),
        ],
      },
      {
        title: '집에서 하는 5분 빗질 루틴',
        summary: '털 빠짐과 엉킴을 줄이는 빗질 순서를 영상으로 보여 드려요.',
        author: '가디언 영상팀',
        cover: 'brush-video-cover',
        kind: 'VIDEO',
        video: { provider: 'YOUTUBE', videoId: 'aqz-KE-bpKQ' },
        breeds: ['포메라니안', '비숑 프리제', '페르시안', '시츄'],
        relatedShopIds: [1],
        blocks: [
          p('빗질은 등 → 옆구리 → 다리 → 꼬리 순서로, 털이 자라는 방향을 따라 해 주세요.'),
          ul(
            '엉킨 털은 손가락으로 먼저 풀어 주세요.',
            '슬리커 브러시는 피부에 닿지 않게 가볍게.',
            '마지막에 일자 빗으로 마무리해요.',
          ),
        ],
      },
    ],
  },
  {
    title: '매장 고르는 법',
    subtitle: '호텔과 유치원, 처음이라면',
    contents: [
      {
        title: '반려견 호텔, 처음 맡기기 전 확인할 7가지',
        summary: '연휴 전에 미리 체크하면 아이도 보호자도 편해요.',
        author: '가디언 에디터 한소리',
        cover: 'hotel-cover',
        breeds: [],
        relatedShopIds: [3, 5, 6],
        blocks: [
          p(
            '처음 호텔에 맡길 때는 하룻밤 체험부터 해 보는 것이 좋습니다. 낯선 곳에서 잘 먹고 잘 자는지 확인할 수 있어요.',
          ),
          ol(
            '24시간 사람이 상주하나요?',
            '아이들끼리 따로 쉬는 공간이 있나요?',
            '산책과 놀이 시간은 하루 몇 번인가요?',
            '사진이나 알림장으로 소식을 보내 주나요?',
            '응급 시 가는 동물병원이 정해져 있나요?',
            '예방접종 확인을 하나요?',
            '취소와 환불 규정은 어떤가요?',
          ),
          img('hotel-bag', '선물 상자 그림', '평소 쓰던 담요와 사료를 꼭 챙겨 주세요.'),
          p('가디언에서 예약하면 매장이 보내는 ', { b: '알림장' }, '으로 아이의 하루를 볼 수 있어요.'),
          shop(3),
        ],
      },
      {
        title: '강아지 유치원은 몇 살부터? 사회화 골든타임',
        summary: '생후 3~16주 사회화 시기와 유치원을 고르는 기준.',
        author: '가디언 에디터 윤하람',
        cover: 'kinder-cover',
        breeds: ['웰시 코기', '푸들', '골든 리트리버', '비숑 프리제', '말티즈'],
        relatedShopIds: [4],
        blocks: [
          p(
            '강아지의 사회화는 생후 3주부터 16주 사이에 가장 활발합니다. 이 시기에 다양한 사람, 소리, 친구를 긍정적으로 만나면 어른이 되어서도 덜 겁내요.',
          ),
          h('유치원을 고르는 기준'),
          ul(
            '크기와 성향별로 반을 나누나요?',
            '선생님 한 명이 맡는 아이 수는?',
            '쉬는 시간과 낮잠 공간이 있나요?',
          ),
          p('처음에는 반나절 체험으로 시작해 아이가 즐거워하는지 살펴보세요.'),
          shop(4),
        ],
      },
    ],
  },
];

export interface SeedBreedNote {
  breed: string;
  summary: string;
  traits: { label: string; value: string }[];
  careNotes: { title: string; body: string }[];
}

export const BREED_NOTES: SeedBreedNote[] = [
  {
    breed: '말티즈',
    summary: '하얀 털과 애교가 매력인 소형견. 사람을 좋아하지만 분리불안이 생기기 쉬워요.',
    traits: [
      { label: '크기', value: '소형 (2~4kg)' },
      { label: '수명', value: '12~15년' },
      { label: '털 빠짐', value: '적음' },
    ],
    careNotes: [
      { title: '털 관리', body: '털이 계속 자라 엉키기 쉬워요. 매일 빗질하고 4~6주마다 미용해 주세요.' },
      { title: '눈물 자국', body: '눈 주변을 하루 한 번 미지근한 물로 닦고 털을 짧게 유지하세요.' },
      { title: '건강', body: '슬개골 탈구와 치석이 흔해요. 미끄럼 방지 매트와 양치 습관을 들여 주세요.' },
    ],
  },
  {
    breed: '푸들',
    summary: '영리하고 활발한 견종. 훈련을 잘 따르고 털 빠짐이 적어요.',
    traits: [
      { label: '크기', value: '토이~스탠다드' },
      { label: '수명', value: '12~15년' },
      { label: '털 빠짐', value: '매우 적음' },
    ],
    careNotes: [
      { title: '털 관리', body: '곱슬 털이 뭉치기 쉬워요. 슬리커 브러시로 매일 빗고 4주마다 미용하세요.' },
      { title: '운동', body: '머리를 쓰는 놀이를 좋아해요. 노즈워크와 짧은 훈련을 매일 해 주세요.' },
      { title: '귀 관리', body: '귓속 털이 많아 염증이 잘 생겨요. 일주일에 한 번 귀 세정을 해 주세요.' },
    ],
  },
  {
    breed: '포메라니안',
    summary: '풍성한 이중모의 작은 여우. 호기심이 많고 경계심도 강해요.',
    traits: [
      { label: '크기', value: '초소형 (1.5~3kg)' },
      { label: '수명', value: '12~16년' },
      { label: '털 빠짐', value: '많음' },
    ],
    careNotes: [
      {
        title: '털 관리',
        body: '털갈이 때 속털이 많이 빠져요. 주 3회 이상 빗질하고 짧은 클리핑은 피하세요.',
      },
      { title: '기관 건강', body: '기관 협착이 생기기 쉬워 목줄보다 하네스를 권해요.' },
      { title: '짖음', body: '낯선 소리에 잘 짖어요. 어릴 때부터 다양한 소리에 익숙해지게 해 주세요.' },
    ],
  },
  {
    breed: '비숑 프리제',
    summary: '솜사탕 같은 털과 밝은 성격. 사람과 다른 강아지 모두와 잘 어울려요.',
    traits: [
      { label: '크기', value: '소형 (3~6kg)' },
      { label: '수명', value: '12~15년' },
      { label: '털 빠짐', value: '적음' },
    ],
    careNotes: [
      { title: '털 관리', body: '속털이 뭉치기 쉬워 매일 빗질이 필요해요. 목욕 후에는 완전히 말려 주세요.' },
      { title: '피부', body: '알레르기성 피부염이 잦아요. 사료를 바꿀 때는 천천히 바꿔 주세요.' },
    ],
  },
  {
    breed: '시츄',
    summary: '느긋하고 순한 성격의 소형견. 눈이 크고 얼굴이 납작해요.',
    traits: [
      { label: '크기', value: '소형 (4~7kg)' },
      { label: '수명', value: '10~16년' },
      { label: '털 빠짐', value: '적음' },
    ],
    careNotes: [
      { title: '눈 관리', body: '눈이 돌출되어 상처가 나기 쉬워요. 눈 주변 털을 짧게 유지하세요.' },
      { title: '더위', body: '단두종이라 더위에 약해요. 여름 낮 산책은 피해 주세요.' },
    ],
  },
  {
    breed: '웰시 코기',
    summary: '짧은 다리와 큰 에너지. 목양견 출신이라 운동량이 많아요.',
    traits: [
      { label: '크기', value: '중형 (10~14kg)' },
      { label: '수명', value: '12~13년' },
      { label: '털 빠짐', value: '매우 많음' },
    ],
    careNotes: [
      { title: '운동', body: '하루 1시간 이상 산책과 놀이가 필요해요. 계단 오르내리기는 줄여 주세요.' },
      { title: '체중', body: '허리가 길어 비만이면 디스크 위험이 커져요. 간식량을 관리하세요.' },
      { title: '털', body: '털갈이가 심해요. 봄가을에는 매일 빗질해 주세요.' },
    ],
  },
  {
    breed: '골든 리트리버',
    summary: '다정하고 사람을 좋아하는 대형견. 물놀이와 공놀이를 사랑해요.',
    traits: [
      { label: '크기', value: '대형 (25~34kg)' },
      { label: '수명', value: '10~12년' },
      { label: '털 빠짐', value: '많음' },
    ],
    careNotes: [
      { title: '운동', body: '하루 두 번, 충분히 뛰고 노는 시간이 필요해요.' },
      { title: '관절', body: '고관절 이형성증을 조심하세요. 어릴 때 과한 점프는 피해요.' },
    ],
  },
  {
    breed: '진돗개',
    summary: '충성심 강한 한국 토종견. 보호자에게 깊이 정을 주고 독립적이에요.',
    traits: [
      { label: '크기', value: '중형 (15~23kg)' },
      { label: '수명', value: '12~15년' },
      { label: '털 빠짐', value: '많음' },
    ],
    careNotes: [
      { title: '사회화', body: '낯선 사람과 개에게 경계심이 강해요. 어릴 때 사회화가 특히 중요해요.' },
      { title: '운동', body: '활동량이 많아 하루 두 번 긴 산책을 해 주세요.' },
    ],
  },
  {
    breed: '코리안 숏헤어',
    summary: '우리에게 가장 친숙한 고양이. 건강하고 성격이 다양해요.',
    traits: [
      { label: '크기', value: '중형 (3~6kg)' },
      { label: '수명', value: '15년 이상' },
      { label: '털 빠짐', value: '보통' },
    ],
    careNotes: [
      { title: '음수량', body: '물을 적게 마시기 쉬워요. 물그릇을 여러 곳에 두세요.' },
      { title: '놀이', body: '사냥 본능이 강해 하루 두 번 10분씩 낚싯대 놀이를 해 주세요.' },
      { title: '체중', body: '중성화 후 살이 찌기 쉬워요. 급여량을 체중에 맞춰 주세요.' },
    ],
  },
  {
    breed: '러시안 블루',
    summary: '은빛 회색 털과 초록 눈. 조용하고 낯을 가리지만 보호자에게는 애교쟁이예요.',
    traits: [
      { label: '크기', value: '중형 (3~5kg)' },
      { label: '수명', value: '15~20년' },
      { label: '털 빠짐', value: '보통' },
    ],
    careNotes: [
      { title: '환경', body: '변화에 예민해요. 가구 배치나 모래를 바꿀 때는 천천히.' },
      { title: '털', body: '이중모라 주 2회 빗질이 좋아요.' },
    ],
  },
  {
    breed: '페르시안',
    summary: '긴 털과 온화한 성격. 조용한 실내 생활을 좋아해요.',
    traits: [
      { label: '크기', value: '중형 (3~5kg)' },
      { label: '수명', value: '12~17년' },
      { label: '털 빠짐', value: '많음' },
    ],
    careNotes: [
      { title: '털 관리', body: '매일 빗질하지 않으면 털이 뭉쳐요. 엉킨 털은 미용실에서 정리하세요.' },
      { title: '눈 관리', body: '눈물이 많아 하루 한 번 닦아 주세요.' },
    ],
  },
  {
    breed: '스코티시 폴드',
    summary: '접힌 귀와 동그란 얼굴. 순하고 사람을 잘 따라요.',
    traits: [
      { label: '크기', value: '중형 (3~6kg)' },
      { label: '수명', value: '11~14년' },
      { label: '털 빠짐', value: '보통' },
    ],
    careNotes: [
      { title: '관절', body: '연골 질환이 생기기 쉬워요. 걸음이 어색하면 바로 진료를 받으세요.' },
      { title: '귀', body: '접힌 귀 안쪽에 귀지가 쌓여요. 주 1회 확인해 주세요.' },
    ],
  },
];

export interface SeedReview {
  shopId: number;
  title: string;
  summary: string;
  author: string;
  rating: number;
  cover: string;
  blocks: Block[];
}

export const REVIEWS: SeedReview[] = [
  {
    shopId: 1,
    title: '겁 많은 말티즈도 편하게, 1:1 미용 후기',
    summary: '한 번에 한 아이만 받는 조용한 미용실에 다녀왔어요.',
    author: '가디언 에디터 한소리',
    rating: 5,
    cover: 'review-spa-cover',
    blocks: [
      p(
        '미용실 문을 열자 짖는 소리 대신 잔잔한 음악이 들렸어요. 예약제로 한 번에 한 아이만 받는 곳이라 대기실이 조용합니다.',
      ),
      h('좋았던 점'),
      ul(
        '미용 전 상담으로 피부 상태를 먼저 확인해요.',
        '중간중간 쉬는 시간을 줘요.',
        '끝나고 사진과 함께 알림장을 보내 줘요.',
      ),
      h('아쉬운 점'),
      p('인기가 많아 주말 예약은 2주 전에 마감돼요. 평일 오전을 노려 보세요.'),
      quote('겁 많은 아이일수록 짧게, 자주 오는 게 좋아요.', '원장님'),
    ],
  },
  {
    shopId: 4,
    title: '반나절 체험으로 시작한 유치원 적응기',
    summary: '소형견 반이 따로 있는 유치원, 첫 주를 따라가 봤어요.',
    author: '가디언 에디터 윤하람',
    rating: 4,
    cover: 'review-kinder-cover',
    blocks: [
      p('처음 이틀은 반나절만 맡겼어요. 선생님이 30분마다 사진을 보내 줘서 안심이 됐습니다.'),
      ul('크기별로 반이 나뉘어 있어요.', '낮잠 시간이 따로 있어요.', '하원 때 그날의 활동을 알려 줘요.'),
      p('셋째 날부터는 문 앞에서 먼저 들어가려고 하더라고요.'),
    ],
  },
];

export interface SeedEvent {
  title: string;
  summary: string;
  cover: string;
  /** Days from the seed date (Asia/Seoul). */
  startOffset: number;
  endOffset: number;
  coupon?: EventCouponTerms;
  blocks: Block[];
}

/**
 * In banner order first: the home banners 1-5 open /event/1 to /event/5. An event's coupon is a coupons-module coupon
 * for any shop, and the only thing a coupon pays for is an 이용권 (GET /v2/vouchers/products/{id}/quote), sold by the
 * shops the owner is linked to (a shop's invitation links it): the copy says so, never "예약할 때".
 */
export const EVENTS: SeedEvent[] = [
  {
    title: '첫 미용 20% 할인',
    summary: '연결된 매장의 이용권을 살 때 쓰는 20% 할인 쿠폰을 드려요.',
    cover: 'event-groom',
    startOffset: -10,
    endOffset: 30,
    coupon: {
      name: '이용권 20% 할인 쿠폰',
      description: '연결된 매장의 이용권 구매 시 사용, 최대 1만 원 할인',
      discountType: 'PERCENT',
      discountValue: 20,
      maxDiscount: 10_000,
      minPrice: 20_000,
      validDays: 30,
    },
    blocks: [
      p('첫 미용을 이용권으로 시작하는 보호자님께 ', { b: '이용권 20% 할인 쿠폰' }, '을 드려요.'),
      p({ b: '연결된 매장의 이용권 구매 시' }, ' 쓸 수 있어요. 미용 예약 요청이나 예약금에는 쓸 수 없어요.'),
      ol(
        '아래 쿠폰 받기를 누르면 쿠폰함에 담겨요.',
        '다니는 매장이 보내 준 초대 링크로 매장을 연결해요.',
        '그 매장의 이용권을 살 때 쿠폰을 적용하면 20% 할인돼요.',
      ),
      ul(
        '한 계정당 한 번만 받을 수 있어요.',
        '다른 할인과 함께 쓸 수 없어요.',
        '2만 원 이상 이용권에 쓸 수 있고, 최대 할인 금액은 1만 원이에요.',
      ),
    ],
  },
  {
    title: '겨울 호텔 예약 오픈',
    summary: '연말연시 호텔 예약이 열렸어요. 인기 매장은 서둘러 주세요.',
    cover: 'event-hotel',
    startOffset: -3,
    endOffset: 40,
    blocks: [
      p('12월 20일부터 1월 4일까지 호텔 예약을 지금 받고 있어요.'),
      p('처음 맡기신다면 ', { a: '호텔 고르는 법', href: '/curation/3/7' }, '을 먼저 읽어 보세요.'),
      shop(3),
    ],
  },
  {
    title: '유치원 체험 수업',
    summary: '연결된 유치원의 이용권을 살 때 쓰는 5,000원 할인 쿠폰으로 시작해 보세요.',
    cover: 'event-kinder',
    startOffset: -5,
    endOffset: 20,
    coupon: {
      name: '이용권 5,000원 할인 쿠폰',
      description: '연결된 매장의 이용권 구매 시 5,000원 할인',
      discountType: 'AMOUNT',
      discountValue: 5_000,
      maxDiscount: null,
      minPrice: 10_000,
      validDays: 14,
    },
    blocks: [
      p('사회화가 걱정되는 아이라면 반나절 체험으로 유치원을 먼저 경험해 보세요.'),
      p('쿠폰은 ', { b: '연결된 매장의 이용권 구매 시' }, ' 쓸 수 있어요. 체험 예약에는 쓸 수 없어요.'),
      ul('생후 4개월 이상, 기본 접종을 마친 아이', '체험은 평일 오전 10시~오후 2시'),
      shop(4),
    ],
  },
  {
    title: '데이케어 첫 방문 혜택',
    summary: '데이케어 첫 방문 반나절 무료 체험',
    cover: 'event-daycare',
    startOffset: -60,
    endOffset: -20,
    coupon: {
      name: '데이케어 첫 방문 1만 원 할인',
      description: '연결된 매장의 이용권 구매 시 1만 원 할인',
      discountType: 'AMOUNT',
      discountValue: 10_000,
      maxDiscount: null,
      minPrice: 20_000,
      validDays: 30,
    },
    blocks: [p('많은 관심 감사합니다. 이 이벤트는 종료되었어요.')],
  },
  {
    title: '가디언 감사 쿠폰',
    summary: '연결된 매장의 미용, 호텔, 유치원, 데이케어 이용권에 쓰는 3,000원 할인 쿠폰을 드려요.',
    cover: 'event-thanks',
    startOffset: -1,
    endOffset: 60,
    coupon: {
      name: '가디언 감사 3,000원 할인',
      description: '연결된 매장의 이용권 구매 시 3,000원 할인',
      discountType: 'AMOUNT',
      discountValue: 3_000,
      maxDiscount: null,
      minPrice: 15_000,
      validDays: 30,
    },
    blocks: [
      p('가디언을 찾아 주시는 보호자님께 고마운 마음을 담아 ', { b: '3,000원 할인 쿠폰' }, '을 드려요.'),
      p({ b: '연결된 매장의 이용권 구매 시' }, ' 쓸 수 있어요. 예약 요청이나 예약금에는 쓸 수 없어요.'),
      ol(
        '아래 쿠폰 받기를 누르면 쿠폰함에 담겨요.',
        '연결된 매장의 미용, 호텔, 유치원, 데이케어 이용권 중 하나를 고르세요.',
        '이용권을 살 때 쿠폰을 적용하면 할인돼요.',
      ),
      ul(
        '한 계정당 한 번만 받을 수 있어요.',
        '15,000원 이상 이용권에 쓸 수 있어요.',
        '받은 날부터 30일 동안 쓸 수 있어요.',
      ),
    ],
  },
  {
    title: '가을 산책 사진전',
    summary: '단풍길 산책 사진을 보내 주신 분들께 감사드려요.',
    cover: 'event-photo',
    startOffset: -75,
    endOffset: -40,
    blocks: [p('총 1,240장의 사진이 모였어요. 당첨자는 커뮤니티에 발표했어요.')],
  },
];
