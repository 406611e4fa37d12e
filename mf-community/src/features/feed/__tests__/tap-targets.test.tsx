// Tap targets of 44px or more (Apple's and Android's smallest) in the feed, kept as they look.
import { screen } from '@testing-library/react';
import { apiGet, useSessionStore } from '@guardian/shared';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';
import { makePost, renderAt } from '../../../test/render-at';
import { FeedScreen } from '../components/feed-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockResolvedValue({ items: [makePost()], nextCursor: null });
  useSessionStore.setState({ token: null, user: null });
});

describe('tap targets in the feed', () => {
  it('최신순 and 인기순 are 44px targets around their 36px pills, in the row’s padding', async () => {
    onTestFinished(applyStylesheet('../components/feed.module.css', import.meta.url));
    renderAt('/community', [{ path: '/community', Component: FeedScreen }]);
    for (const name of ['최신순', '인기순']) {
      const sort = await screen.findByRole('radio', { name });
      expect(getComputedStyle(sort).minHeight).toBe('36px');
      expect(getComputedStyle(sort).position).toBe('relative');
      const [box] = pseudoRules(sort);
      expect(box?.position).toBe('absolute');
      // Each side half of what the pill lacks of 44px (5px above and below its 34px inside the border).
      expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
    }
  });
});
