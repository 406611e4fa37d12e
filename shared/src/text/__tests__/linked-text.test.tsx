// @vitest-environment-options {"url": "https://app.guardian.kr/chatting/7"}
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LinkedText } from '../linked-text';

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
});
