import { screen } from '@testing-library/react';
import { useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { MyInfoScreen } from '../components/my-info-screen';
import { queryKeys } from '@guardian/shared';

function renderWith(data: typeof me) {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt('/my-info', [{ path: '/my-info', Component: MyInfoScreen }]);
  view.queryClient.setQueryData(['user', 'me'], data);
  return view;
}

describe('마이페이지', () => {
  it('shows who I am, my pets and my shops with their categories', async () => {
    renderWith(me);
    expect(await screen.findByText('다혜')).toBeInTheDocument();
    expect(screen.getByText('dahye@example.com')).toBeInTheDocument();
    expect(screen.getByText('콩이')).toBeInTheDocument();
    expect(screen.getByText('멍멍살롱 성수점')).toBeInTheDocument();
    expect(screen.getByText('미용 · 호텔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '설정' })).toHaveAttribute('href', '/my-info/setting');
  });

  it('invites to register a pet and find a shop when there are none', async () => {
    renderWith({ ...me, pets: [], userShops: [] });
    expect(await screen.findByText('반려동물을 등록해 보세요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '매장 찾기' })).toBeInTheDocument();
  });

  it('counts my community posts, likes and comments, each opening its list', async () => {
    const view = renderWith(me);
    view.queryClient.setQueryData(queryKeys.community.counts(), { posts: 2, likes: 15, comments: 4 });
    expect(await screen.findByRole('link', { name: /15\s*좋아요한 글/ })).toHaveAttribute(
      'href',
      '/my-info/community/like',
    );
    expect(screen.getByRole('link', { name: /2\s*내가 쓴 글/ })).toHaveAttribute(
      'href',
      '/my-info/community/feed',
    );
  });
});
