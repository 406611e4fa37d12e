// @vitest-environment-options {"url": "https://app.guardian.kr/chatting/7"}
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LinkedText } from '../linked-text';
import styles from '../linked-text.module.css';
import { applyStylesheet } from '../../test/stylesheet';

/**
 * Puts linked-text.module.css into the document under the class names the component gets here (this package's
 * tests scope CSS modules), for a test of its rules: jsdom lays nothing out but applies a stylesheet's rules.
 */
const applyLinkStyles = () => applyStylesheet('../linked-text.module.css', import.meta.url, styles);

/** The declarations of the stylesheet's rules for `element`'s `::after` box (jsdom computes no pseudo-element). */
function afterBox(element: Element): CSSStyleDeclaration[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => rule.selectorText.endsWith('::after'))
    .filter((rule) => element.matches(rule.selectorText.replace(/::after$/, '')))
    .map((rule) => rule.style);
}

const em = (value: string) => {
  expect(value).toMatch(/^-?[\d.]+em$/);
  return parseFloat(value);
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderText(text: string) {
  return render(
    <MemoryRouter initialEntries={['/chatting/7']}>
      <p data-testid="text" style={{ whiteSpace: 'pre-line' }}>
        <LinkedText text={text} />
      </p>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const sent: unknown[] = [];
afterEach(() => {
  sent.length = 0;
  delete window.ReactNativeWebView;
});
const inApp = () => {
  window.ReactNativeWebView = { postMessage: (message: string) => void sent.push(JSON.parse(message)) };
};

describe('LinkedText', () => {
  it('shows the text as written, line breaks kept, its address and number as links named as written', () => {
    renderText('예약은 https://meong.kr/예약 에서\n전화는 02-123-4567로 주세요');

    expect(screen.getByTestId('text').textContent).toBe(
      '예약은 https://meong.kr/예약 에서\n전화는 02-123-4567로 주세요',
    );
    const web = screen.getByRole('link', { name: 'https://meong.kr/예약' });
    expect(web).toHaveAttribute('href', 'https://meong.kr/%EC%98%88%EC%95%BD');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('with tagHref, makes each #tag a link to the page it names, here; without, and where it names none, text', async () => {
    const tagHref = (tag: string) => (tag.length > 5 ? null : `/search?keyword=${encodeURIComponent(tag)}`);
    const { unmount } = render(
      <MemoryRouter initialEntries={['/chatting/7']}>
        <p data-testid="text">
          <LinkedText text={'오늘 #산책 #아주긴태그입니다 https://a.kr'} tagHref={tagHref} />
        </p>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('text').textContent).toBe('오늘 #산책 #아주긴태그입니다 https://a.kr');
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['#산책', 'https://a.kr']);
    await userEvent.click(screen.getByRole('link', { name: '#산책' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/search');
    unmount();

    renderText('오늘 #산책');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is plain text when there is nothing to link', () => {
    renderText('오늘도 잘 놀았어요 javascript:alert(1)');

    expect(screen.getByTestId('text')).toHaveTextContent('오늘도 잘 놀았어요 javascript:alert(1)');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('in the app, opens another site in the phone’s browser through the bridge and stays on the page', async () => {
    inApp();
    const open = vi.spyOn(window, 'open');
    renderText('인스타 https://instagram.com/meong 놀러 오세요');

    const link = screen.getByRole('link', { name: 'https://instagram.com/meong' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    expect(sent).toEqual([{ type: 'OPEN_EXTERNAL_URL', payload: { url: 'https://instagram.com/meong' } }]);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/chatting/7');
  });

  it('on the web, leaves another site to the browser’s new tab and sends nothing to a bridge', () => {
    renderText('https://instagram.com/meong');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'https://instagram.com/meong' }).dispatchEvent(click);

    expect(click.defaultPrevented).toBe(false);
    expect(sent).toEqual([]);
  });

  it('opens a page of this site in the app itself', async () => {
    inApp();
    renderText('매장 정보는 https://app.guardian.kr/shop/3?tab=review 에 있어요');

    const link = screen.getByRole('link', { name: 'https://app.guardian.kr/shop/3?tab=review' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);

    expect(screen.getByTestId('where')).toHaveTextContent('/shop/3');
    expect(sent).toEqual([]);
  });

  it('gives each link a target some 45 px tall and wider than its text, over the lines around it, not moving them', () => {
    onTestFinished(applyLinkStyles());
    renderText('예약 https://meong.kr/a 전화 02-123-4567 매장 https://app.guardian.kr/shop/3');

    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      const own = getComputedStyle(link);
      // Still an inline box with no margin or border of its own: the line and the text around it stay put.
      expect(own.display).toBe('inline');
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        expect(own[`margin${side}`] || '0px').toBe('0px');
        expect(own[`border${side}Width`] || '0px').toBe('0px');
      }
      // The box the tap hits is laid over the text: positioned against the link, the link left unshifted.
      expect(own.position).toBe('relative');
      expect([own.top, own.left].filter((v) => v && v !== 'auto')).toEqual([]);
      const [after] = afterBox(link);
      expect(after?.position).toBe('absolute');
      expect(after.content).not.toBe('');
      const [top, bottom, left, right] = [after.top, after.bottom, after.left, after.right].map(em);
      expect(Math.max(left, right)).toBeLessThanOrEqual(-0.25);
      // 15 px text: ~1.2em of glyphs, the padding (the pressed highlight) above and below, and the box beyond it.
      const padding = em(own.paddingTop) + em(own.paddingBottom);
      expect((1.2 + padding - top - bottom) * 15).toBeGreaterThanOrEqual(44);
    }
  });
});
