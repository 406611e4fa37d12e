// The demo mall (mall-demo/, served as the mall in demos and e2e) tells the app framing it where it is, as a real mall
// would from another site.
import mallHtml from '../../../../mall-demo/index.html?raw';
import mallJs from '../../../../mall-demo/mall.js?raw';

const APP = 'https://app.example.com';

/** One of the demo mall's pages shown in the app's frame, reached from `referrer`: what it posted, to whom. */
function showMallPage(referrer: string) {
  document.body.innerHTML = mallHtml.slice(mallHtml.indexOf('<body>') + 6, mallHtml.indexOf('</body>'));
  const postMessage = vi.fn();
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  // Indirect eval: the page's own script, run as the browser runs it.
  (0, eval)(mallJs);
  return postMessage;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the demo mall in the app', () => {
  it("says where it is to the app on its next pages too, whose referrer is the mall's own page", () => {
    expect(showMallPage(`${APP}/shopping`)).toHaveBeenCalledWith(
      { type: 'MALL_LOCATION', payload: { url: window.location.href } },
      APP,
    );
    // 간식 tapped in the mall: this page was reached from the mall's first one. Its word used to be addressed to the
    // mall's own origin, and never reached an app on another site.
    const next = showMallPage(`${window.location.origin}/mall-demo/index.html`);
    expect(next).toHaveBeenCalledWith(expect.objectContaining({ type: 'MALL_LOCATION' }), APP);
  });
});
