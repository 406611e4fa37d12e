import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PageHeader, ShareButton } from '../page-header';
import styles from '../page-header.module.css';
import { applyStylesheet } from '../../../test/stylesheet';

afterEach(() => {
  delete window.ReactNativeWebView;
});

it("공유하기 in the bar hands the page open now to the app's share sheet, with its title and line", async () => {
  const postMessage = vi.fn();
  window.ReactNativeWebView = { postMessage };
  render(
    <MemoryRouter>
      <PageHeader
        title="매장 정보"
        back
        right={<ShareButton title="바둑펫뷰티 종로점" text="1:1 맞춤 미용" />}
      />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
  await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
  expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({
    type: 'SHARE',
    payload: { title: '바둑펫뷰티 종로점', text: '1:1 맞춤 미용', url: window.location.href },
  });
});

it("gives a word at the bar's side (올리기, 수정 완료) the width it needs and keeps the title in the middle", () => {
  const remove = applyStylesheet('../page-header.module.css', import.meta.url, styles);
  render(
    <MemoryRouter>
      <PageHeader title="글 수정" back right={<button type="button">수정 완료</button>} />
    </MemoryRouter>,
  );
  const header = screen.getByRole('banner');
  // Fixed 48 px sides let the word run over the title. Now each side is at least its content, the two share what
  // the title leaves equally (so the title stays centred), and the title may shrink to its ellipsis.
  expect(getComputedStyle(header).gridTemplateColumns).toBe(
    'minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr)',
  );
  expect(getComputedStyle(screen.getByRole('heading', { name: '글 수정' })).textOverflow).toBe('ellipsis');
  remove();
});
