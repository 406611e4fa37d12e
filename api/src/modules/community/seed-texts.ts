/** Korean demo texts for the community feed (seed and benchmark), generated from a seeded random source. */
import { josa } from '../../lib/josa.js';

export const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
  return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
};
export type Rand = ReturnType<typeof rng>;
export const pick = <T>(r: Rand, xs: readonly T[]) => xs[Math.floor(r() * xs.length)];

const TOPICS: readonly (readonly string[])[] = [
  [
    '오늘 아침 {place}에서 산책했어요. {name이} 신나서 꼬리를 멈추질 않네요.',
    '{place} 산책로에 단풍이 예쁘게 들었어요. {name}도 낙엽 밟는 소리를 좋아해요.',
    '비 온 뒤라 산책 나갔다가 발이 흙투성이가 됐어요 😂 발 씻기는 팁 있을까요?',
    '저녁 산책 코스 추천해 주세요. {place} 근처인데 조용한 길이면 좋겠어요.',
  ],
  [
    '{name} 미용하고 왔어요! 곰돌이컷으로 했는데 너무 귀엽지 않나요?',
    '첫 미용이라 걱정했는데 선생님이 잘 달래주셔서 얌전히 했대요.',
    '발톱 깎기가 너무 어려워요. 집에서 자르시는 분들 어떻게 하세요?',
    '목욕 후 드라이할 때 무서워해서 고민이에요. 조용한 드라이기 추천 부탁드려요.',
  ],
  [
    '사료를 바꿨더니 {name이} 정말 잘 먹어요. 연어 베이스로 바꿨어요.',
    '간식 추천해 주세요! 알러지가 있어서 단일 단백질 간식을 찾고 있어요.',
    '수제 간식 만들어봤어요. 고구마 말랭이인데 {name이} 환장해요.',
    '요즘 입맛이 없는지 사료를 남기네요. 토핑 뭐 올려 주세요?',
  ],
  [
    '예방접종 다녀왔어요. {name이} 주사 맞고 의젓하게 참았어요 👏',
    '슬개골 때문에 병원 다니는 중이에요. 관절 영양제 드시는 분 계신가요?',
    '건강검진 결과가 다 정상이래요! 다들 1년에 한 번은 꼭 하세요.',
    '{place} 근처 24시 동물병원 추천 부탁드려요. 밤에 갑자기 토해서 놀랐어요.',
  ],
  [
    '앉아, 기다려 드디어 성공했어요! 간식 보상 훈련 2주 만이에요.',
    '분리불안 때문에 출근할 때마다 울어요. 노즈워크 장난감이 도움이 될까요?',
    '배변 훈련 중인데 패드 위에 처음으로 성공했어요 🎉',
    '산책할 때 줄을 너무 당겨요. 하네스 바꾸면 나아질까요?',
  ],
  [
    '여행 가는 동안 {place} 호텔에 맡겼는데 사진을 매일 보내 주셔서 안심됐어요.',
    '유치원 다닌 지 한 달, {name이} 친구들이랑 노는 법을 배웠어요.',
    '처음 호텔링 맡기는데 준비물 뭐 챙겨야 할까요?',
  ],
  [
    '{name} 오늘로 입양 {n}주년이에요. 우리 집에 와줘서 고마워 💕',
    '햇살 좋은 창가에서 낮잠 자는 {name} 보고 있으면 세상 평화로워요.',
    '새 장난감 사줬는데 박스만 가지고 노네요 ㅋㅋ',
    '생일 케이크 만들어 줬어요. 닭가슴살이랑 단호박으로 만들었어요.',
    '겨울 옷 샀는데 사이즈가 작네요. 다들 옷 사이즈 어떻게 고르세요?',
  ],
];
const PLACES = [
  '한강공원',
  '올림픽공원',
  '서울숲',
  '보라매공원',
  '월드컵공원',
  '일산호수공원',
  '광교호수공원',
  '동네 공원',
];
const NAMES = [
  '코코',
  '초코',
  '보리',
  '콩이',
  '두부',
  '나비',
  '모카',
  '별이',
  '해피',
  '밤비',
  '루이',
  '치즈',
];
const ENDINGS = [
  '',
  ' 다들 좋은 하루 보내세요!',
  ' 궁금한 점 있으면 댓글 주세요.',
  ' #댕스타그램',
  ' #냥스타그램',
  ' 오늘도 행복했어요.',
];

export const COMMENTS = [
  '너무 귀여워요 🥰',
  '저희 아이도 똑같아요 ㅋㅋ',
  '정보 감사합니다!',
  '어디 미용실인지 알 수 있을까요?',
  '저도 그 사료 먹이는데 잘 맞더라구요.',
  '산책 코스 공유 감사해요!',
  '건강하게 오래오래 함께하길 바라요.',
  '사진 보니까 힐링되네요.',
  '저는 노즈워크 추천드려요. 효과 있었어요.',
  '병원 꼭 가보세요. 저희도 비슷했어요.',
];
export const REPLIES = [
  '감사해요!',
  '맞아요 ㅎㅎ',
  'DM 드릴게요~',
  '다음에 같이 산책해요!',
  '좋은 정보네요.',
];

/** Fills in a pet's name: `{name이}` is the name with 이 or 가, whichever fits it (구름이, 코코가). */
const withName = (text: string, name: string) =>
  text.replaceAll('{name이}', josa(name, '이/가')).replaceAll('{name}', name);

/** One post's text; `name` is the author's pet when there is one. */
export function postText(r: Rand, name = pick(r, NAMES)) {
  const topic = pick(r, TOPICS);
  const first = withName(pick(r, topic).replaceAll('{place}', pick(r, PLACES)), name).replaceAll(
    '{n}',
    String(1 + Math.floor(r() * 6)),
  );
  const second =
    r() < 0.4
      ? ` ${withName(pick(r, pick(r, TOPICS)).replaceAll('{place}', pick(r, PLACES)), name).replaceAll('{n}', '1')}`
      : '';
  return `${first}${second}${pick(r, ENDINGS)}`;
}
