import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PageHeader, ShareButton } from '../page-header';

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
