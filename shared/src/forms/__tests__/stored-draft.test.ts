import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY_PREFIX, forgetDrafts } from '../../session/personal-drafts';
import { storedJson, storedText } from '../stored-draft';

interface Reply {
  text: string;
  to: number;
}
const reply = (value: unknown): Reply | null => {
  const v = value as Partial<Reply> | null;
  return typeof v?.text === 'string' && typeof v.to === 'number' ? { text: v.text, to: v.to } : null;
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('storedText', () => {
  it('gives back what was kept, as typed, under the drafts prefix', () => {
    const draft = storedText('chat.7');
    expect(draft.read()).toBeNull();
    draft.keep('  안녕하세요\n내일 10시 가능할까요? ');
    expect(draft.key).toBe(`${DRAFT_KEY_PREFIX}chat.7`);
    expect(storedText('chat.7').read()).toBe('  안녕하세요\n내일 10시 가능할까요? ');
  });

  it('keeps none after keep(null)', () => {
    const draft = storedText('nickname');
    draft.keep('뭉치맘');
    draft.keep(null);
    expect(localStorage.getItem(draft.key)).toBeNull();
    expect(draft.read()).toBeNull();
  });

  it('is forgotten with every other draft at a logout', () => {
    storedText('chat.7').keep('보낼 말');
    forgetDrafts();
    expect(storedText('chat.7').read()).toBeNull();
  });
});

describe('storedJson', () => {
  it('gives back the fields that were kept', () => {
    storedJson('comment.3', reply).keep({ text: '저도요', to: 12 });
    expect(storedJson('comment.3', reply).read()).toEqual({ text: '저도요', to: 12 });
  });

  it('reads a value of another shape, or one that is not JSON, as none', () => {
    localStorage.setItem(`${DRAFT_KEY_PREFIX}comment.3`, JSON.stringify({ text: 5 }));
    expect(storedJson('comment.3', reply).read()).toBeNull();
    localStorage.setItem(`${DRAFT_KEY_PREFIX}comment.3`, '저도요');
    expect(storedJson('comment.3', reply).read()).toBeNull();
  });
});

describe('without storage (private mode, a full one)', () => {
  it('reads none and keeps without throwing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const draft = storedJson('comment.3', reply);
    expect(() => draft.keep({ text: '저도요', to: 12 })).not.toThrow();
    expect(draft.read()).toBeNull();
  });
});
