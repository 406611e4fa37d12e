// Tap targets of 44px or more (Apple's and Android's smallest) in 커뮤니티 검색, kept as they look.
import { screen } from '@testing-library/react';
import { apiGet } from '@guardian/shared';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';
import { makePost, renderAt } from '../../../test/render-at';
import { ResultScreen } from '../components/result-screen';
import { SearchScreen } from '../components/search-screen';
import { RECENT_SEARCHES_KEY } from '../lib/recent-searches';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockResolvedValue({ items: [makePost()], total: 1, page: 0, hasNext: false });
});

describe('tap targets in 커뮤니티 검색', () => {
  it('the search over the results (back to change it), a word of small text, is a 44px target over the line around it', async () => {
    onTestFinished(applyStylesheet('../components/search.module.css', import.meta.url));
    renderAt('/community/result?keyword=산책', [{ path: '/community/result', Component: ResultScreen }]);
    const query = await screen.findByRole('link', { name: '‘산책’' });
    expect(getComputedStyle(query).position).toBe('relative');
    const [box] = pseudoRules(query);
    expect(box?.position).toBe('absolute');
    // Each side half of what the link lacks of 44px (none where it is larger): 44 × 44 or more, centred on it.
    expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
  });

  it('전체 삭제, 40px high beside its heading, is a 44px target without moving the list under it', async () => {
    onTestFinished(applyStylesheet('../components/search.module.css', import.meta.url));
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['산책']));
    vi.mocked(apiGet).mockResolvedValue([]);
    renderAt('/community/search', [{ path: '/community/search', Component: SearchScreen }]);
    const clear = await screen.findByRole('button', { name: '전체 삭제' });
    expect(getComputedStyle(clear).minHeight).toBe('40px');
    expect(getComputedStyle(clear).position).toBe('relative');
    const [box] = pseudoRules(clear);
    expect(box?.position).toBe('absolute');
    expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
  });
});
