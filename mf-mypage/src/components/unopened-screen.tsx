// The screen for routes whose own screens are not built yet: it says so plainly, keeps the
// page header, and offers a way on. Each such route carries its title in its handle.
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageHeader, paths as app, showsTabBar } from '@guardian/shared';

export function UnopenedScreen() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? '가디언';
  return (
    <>
      <PageHeader title={title} back={!showsTabBar(pathname)} />
      <EmptyState
        title="아직 웹에서 열리지 않은 화면이에요"
        description={`‘${title}’ 화면은 가디언 웹에서 아직 이용할 수 없어요. 다른 메뉴를 이용해 주세요.`}
        action={<Button onClick={() => navigate(app.myInfo)}>마이페이지로 가기</Button>}
      />
    </>
  );
}
