/** The designed styles a pack renders (names shown to owners; the look lives in generation/compose.ts). */
import type { AiStyleCode } from './schemas.js';

export const STYLE_NAMES: Record<AiStyleCode, string> = {
  PASTEL: '파스텔 하트',
  STUDIO: '스튜디오 화보',
  POP: '팝아트',
  MONO: '흑백 필름',
  FILM: '따뜻한 필름',
  BIRTHDAY: '생일 파티',
  SPRING: '봄 소풍',
  NIGHT: '별빛 밤하늘',
};
