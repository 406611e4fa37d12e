// The one screen for routes whose own screens are not built yet: it says so plainly, keeps the
// page header, and offers a way on. Every such route carries its title and owner in its handle.
// It is small on purpose: @guardian/shared is one singleton in every first load, and this only
// composes pieces that are there anyway.
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { Button } from '../ui/button/button';
import { EmptyState } from '../ui/empty-state/empty-state';
import { PageHeader } from '../ui/page-header/page-header';
import { showsTabBar } from '../routing/layout-rules';
import { ROUTES } from '../routing/route-manifest';
import type { RouteHandle } from './route-handle';

export function UnopenedScreen() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Not .at(-1): Safari before 15.4 has no Array.prototype.at (docs/architecture.md "Supported browsers").
  const handle = matches[matches.length - 1]?.handle as Partial<RouteHandle> | undefined;
  const title = handle?.title ?? '가디언';
  // My-page screens lead back to 마이페이지 (a login tab the user is already in); others go home.
  const way =
    handle?.owner === 'mypage'
      ? { label: '마이페이지로 가기', to: ROUTES.myInfo.path }
      : { label: '홈으로 가기', to: ROUTES.curation.path };
  return (
    <>
      <PageHeader title={title} back={!showsTabBar(pathname)} />
      <EmptyState
        title="아직 웹에서 열리지 않은 화면이에요"
        description={`‘${title}’ 화면은 가디언 웹에서 아직 이용할 수 없어요. 다른 메뉴를 이용해 주세요.`}
        action={<Button onClick={() => navigate(way.to)}>{way.label}</Button>}
      />
    </>
  );
}
