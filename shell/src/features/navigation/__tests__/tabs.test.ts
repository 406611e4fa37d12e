import { paths } from '../../../config/paths';
import { activeTabPath } from '../tabs';

describe('which tab a page lights', () => {
  it('lights 홈 for the pages 홈 owns beyond /curation: 이벤트 and AI 프로필 (its banners lead there)', () => {
    for (const path of [
      '/curation',
      '/curation/breed',
      '/event',
      '/event/3',
      '/ai-profile',
      '/ai-profile/order',
    ])
      expect(activeTabPath(path), path).toBe(paths.curation);
  });

  it('lights 매장･예약 for the shop pages and 마이페이지 for 소식', () => {
    expect(activeTabPath('/shop/1')).toBe(paths.home);
    expect(activeTabPath('/news')).toBe(paths.myInfo);
  });
});
