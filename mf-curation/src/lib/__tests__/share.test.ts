import { toast } from '@guardian/shared';
import { sharePage } from '../share';

afterEach(() => {
  delete window.ReactNativeWebView;
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('sharePage', () => {
  it('in the app, asks the native share sheet through the bridge', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    await sharePage('강아지 첫 미용', '요약', 'https://guardian.kr/curation/1/1');
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({
      type: 'SHARE',
      payload: { title: '강아지 첫 미용', text: '요약', url: 'https://guardian.kr/curation/1/1' },
    });
  });

  it('on the web, uses Web Share where the browser has it (closing the sheet says nothing)', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const said = vi.spyOn(toast, 'success');
    await sharePage('강아지 첫 미용', '요약', 'https://guardian.kr/curation/1/1');
    expect(said).not.toHaveBeenCalled();
    expect(share).toHaveBeenCalledWith({
      title: '강아지 첫 미용',
      text: '요약',
      url: 'https://guardian.kr/curation/1/1',
    });
  });

  it('else copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const said = vi.spyOn(toast, 'success');
    await sharePage('강아지 첫 미용', '요약', 'https://guardian.kr/curation/1/1');
    expect(writeText).toHaveBeenCalledWith('https://guardian.kr/curation/1/1');
    expect(said).toHaveBeenCalledWith('링크를 복사했어요.');
  });
});
