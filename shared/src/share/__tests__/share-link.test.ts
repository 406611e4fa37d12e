import { toast } from '../../index';
import { shareLink, sharePage } from '../lazy-share';

const LINK = { title: '강아지 첫 미용', text: '요약', url: 'https://guardian.kr/curation/1/1' };

// Seconds apart from the last test's share: a share handed to the app holds the next one for a second.
let clock = Date.parse('2026-12-06T00:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 10_000;
  vi.setSystemTime(clock);
});

afterEach(() => {
  vi.useRealTimers();
  delete window.ReactNativeWebView;
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

const giveShare = (share: (data: ShareData) => Promise<void>) =>
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true });
const giveClipboard = (writeText: (text: string) => Promise<void>) => {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
};

describe('shareLink', () => {
  it("in the app, hands the link to the app's share sheet through the bridge", async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    await expect(shareLink(LINK)).resolves.toBe('shared');
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({ type: 'SHARE', payload: LINK });
  });

  it("on the web, uses the browser's share sheet; closing it counts as done", async () => {
    giveShare(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = giveClipboard(() => Promise.resolve());
    await expect(shareLink(LINK)).resolves.toBe('shared');
    expect(navigator.share).toHaveBeenCalledWith(LINK);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, or the WebView refuses it', async () => {
    const writeText = giveClipboard(() => Promise.resolve());
    await expect(shareLink(LINK)).resolves.toBe('copied');
    giveShare(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    await expect(shareLink({ title: LINK.title, url: LINK.url })).resolves.toBe('copied');
    expect(navigator.share).toHaveBeenCalledWith({ title: LINK.title, url: LINK.url });
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('says it failed when the copy is refused too', async () => {
    giveClipboard(() => Promise.reject(new Error('denied')));
    await expect(shareLink(LINK)).resolves.toBe('failed');
  });
});

describe('sharePage', () => {
  it('shares the address open now (or the one given) and says when it copied it instead', async () => {
    const writeText = giveClipboard(() => Promise.resolve());
    const said = vi.spyOn(toast, 'success');
    await sharePage({ title: '바둑펫뷰티 종로점' });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(said).toHaveBeenCalledWith('링크를 복사했어요.');
    await sharePage({ title: '바둑펫뷰티 종로점', url: 'https://guardian.kr/shop/1' });
    expect(writeText).toHaveBeenLastCalledWith('https://guardian.kr/shop/1');
  });

  it('says how to copy it by hand when nothing worked', async () => {
    giveClipboard(() => Promise.reject(new Error('denied')));
    const said = vi.spyOn(toast, 'error');
    await sharePage({ title: '바둑펫뷰티 종로점' });
    expect(said).toHaveBeenCalledWith('링크를 복사하지 못했어요. 주소창의 링크를 직접 복사해 주세요.');
  });

  it('says nothing once the share sheet took it', async () => {
    giveShare(() => Promise.resolve());
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    await sharePage({ title: '바둑펫뷰티 종로점', text: '1:1 맞춤 미용' });
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('공유하기 tapped twice (both taps before the screen is drawn again)', () => {
  it("in the app, asks the app's share sheet once", async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    await Promise.all([shareLink(LINK), shareLink(LINK)]);
    expect(postMessage).toHaveBeenCalledTimes(1);
    // A share asked for later is the app's again.
    vi.setSystemTime(Date.now() + 1500);
    await shareLink(LINK);
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it('in a browser, opens its share sheet once and copies nothing over it', async () => {
    let close: () => void = () => {};
    giveShare(() => new Promise<void>((resolve) => (close = resolve)));
    const writeText = giveClipboard(() => Promise.resolve());
    const copied = vi.spyOn(toast, 'success');
    const first = sharePage(LINK);
    const second = sharePage(LINK);
    await vi.waitFor(() => expect(navigator.share).toHaveBeenCalledTimes(1));
    close();
    await Promise.all([first, second]);
    expect(navigator.share).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(copied).not.toHaveBeenCalled();
  });
});
