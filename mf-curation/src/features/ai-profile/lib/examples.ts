// Pictures the default generator made from a drawn dog (api/src/modules/ai-profile/__tests__/fixtures), and
// examples of good and poor source photos made from the same drawing.
import birthday from '../assets/example-birthday.jpg';
import film from '../assets/example-film.jpg';
import mono from '../assets/example-mono.jpg';
import night from '../assets/example-night.jpg';
import pastel from '../assets/example-pastel.jpg';
import pop from '../assets/example-pop.jpg';
import spring from '../assets/example-spring.jpg';
import studio from '../assets/example-studio.jpg';
import blurred from '../assets/photo-blurred.jpg';
import dark from '../assets/photo-dark.jpg';
import far from '../assets/photo-far.jpg';
import good from '../assets/photo-good.jpg';

export const STYLE_EXAMPLES: Record<string, string> = {
  PASTEL: pastel,
  STUDIO: studio,
  POP: pop,
  MONO: mono,
  FILM: film,
  BIRTHDAY: birthday,
  SPRING: spring,
  NIGHT: night,
};

export const PHOTO_EXAMPLES = {
  good: [{ src: good, caption: '얼굴과 몸이 또렷하고 크게 나온 사진' }],
  bad: [
    { src: blurred, caption: '흔들리거나 초점이 맞지 않은 사진' },
    { src: far, caption: '아이가 너무 작게 나온 사진' },
    { src: dark, caption: '어둡거나 몸이 잘린 사진' },
  ],
};
