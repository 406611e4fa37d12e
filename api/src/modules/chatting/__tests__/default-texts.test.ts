// The texts a shop gets until it writes its own: the out-of-hours banner under "상담 시간: …" and the 상담 종류.
import { describe, expect, it } from 'vitest';
import { DEFAULT_INQUIRY_FORM, DEFAULT_NOT_OPERATION_TIME_MESSAGE } from '../rules.js';

describe('default chat texts', () => {
  it('the out-of-hours message names the hours the banner shows, 상담 시간, not 영업 시간', () => {
    expect(DEFAULT_NOT_OPERATION_TIME_MESSAGE).toBe(
      '지금은 상담 시간이 아니에요. 메시지를 남겨 주시면 상담 시간에 순서대로 답변드릴게요.',
    );
  });

  it('the 상담 종류 join their words with the middle dot the rest of the app writes (U+00B7)', () => {
    expect(DEFAULT_INQUIRY_FORM.types).toContain('호텔·유치원 문의');
    for (const type of DEFAULT_INQUIRY_FORM.types) expect(type).not.toContain('\uFF65');
  });
});
