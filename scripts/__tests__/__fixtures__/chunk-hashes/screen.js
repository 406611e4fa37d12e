// The one line a deploy changes (the test defines __SCREEN_TEXT__ differently for its two builds).
// eslint-disable-next-line no-undef
export const text = __SCREEN_TEXT__;
