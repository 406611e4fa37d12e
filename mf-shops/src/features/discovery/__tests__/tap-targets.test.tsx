// Tap targets of 44px or more (Apple's and Android's smallest) on the discovery screens and the search filters, kept
// as they look: a small pill or a line of text gets a hit box laid over what is around it, a select grows.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, type ShopDetail } from '@guardian/shared';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';
import { SearchFilters } from '../../../components/search-filters';
import { DEFAULT_FILTERS } from '../../../lib/search-filters';
import { FACILITIES, shop } from '../../../test/shop-search';
import { CurrentShopCard } from '../components/current-shop-card';
import { ShopInfo } from '../components/shop-info';
import { SortableShopRow } from '../components/sortable-shop-row';
import { me, renderAt } from './helpers';

vi.mock('@guardian/shared', async (orig) => (await import('./shared-mock')).sharedMock(orig));

/** A 36px pill with a 1px border: the height of the hit box its ::before lays over its padding box. */
function pillHit(button: HTMLElement) {
  const style = getComputedStyle(button);
  expect(style.position).toBe('relative');
  expect(style.minHeight).toBe('36px');
  const [box] = pseudoRules(button);
  expect(box?.position).toBe('absolute');
  // `inset: <top and bottom> <left and right>`: absolute, from the padding box inside the border.
  const outset = -parseFloat(box!.getPropertyValue('inset'));
  return 36 - 2 * 1 + 2 * outset;
}

describe('tap targets', () => {
  it('매장 변경 on the home is a 44px target around its 36px pill', async () => {
    onTestFinished(applyStylesheet('../components/home.module.css', import.meta.url));
    renderAt('/', [
      { path: '/', element: <CurrentShopCard current={me.userShops[0]} userShops={me.userShops} /> },
    ]);
    expect(pillHit(await screen.findByRole('button', { name: '매장 변경' }))).toBeGreaterThanOrEqual(44);
  });

  it('해제 in 내 매장 is a 44px target around its 36px pill', async () => {
    onTestFinished(applyStylesheet('../components/my-shops.module.css', import.meta.url));
    renderAt('/shop', [
      {
        path: '/shop',
        element: (
          <ul>
            <SortableShopRow userShop={me.userShops[0]} onUnlink={() => {}} />
          </ul>
        ),
      },
    ]);
    const unlink = await screen.findByRole('button', { name: '멍멍살롱 성수점 연결 해제' });
    expect(pillHit(unlink)).toBeGreaterThanOrEqual(44);
  });

  it('the sort select of a shop search is 44px high (a select takes no ::before hit box)', async () => {
    vi.mocked(apiGet).mockResolvedValue([]);
    onTestFinished(applyStylesheet('../../../components/search-filters.module.css', import.meta.url));
    renderAt('/shop/search', [
      { path: '/shop/search', element: <SearchFilters value={DEFAULT_FILTERS} onChange={() => {}} /> },
    ]);
    expect(getComputedStyle(await screen.findByRole('combobox', { name: '정렬' })).minHeight).toBe('44px');
  });

  it('the 편의시설 sheet’s chips keep their 44px hit boxes, and the list does not scroll 4px for them', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/shop/filter/facilities/config' ? FACILITIES : [],
    );
    onTestFinished(applyStylesheet('../../../components/search-filters.module.css', import.meta.url));
    renderAt('/shop/search', [
      { path: '/shop/search', element: <SearchFilters value={DEFAULT_FILTERS} onChange={() => {}} /> },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /편의시설/ }));
    const chip = await screen.findByRole('button', { name: '주차' });
    // The list scrolls up and down: a chip's hit box reaches 4px past its pill (shared's chip.module.css), which
    // the list's padding holds; its margin keeps the sheet as it was.
    const list = chip.parentElement!.parentElement!;
    expect(getComputedStyle(list).overflowY).toBe('auto');
    expect(getComputedStyle(list).getPropertyValue('padding-block')).toBe('var(--space-1)');
    expect(getComputedStyle(list).getPropertyValue('margin-block')).toBe('calc(-1 * var(--space-1))');
  });

  it('the shop’s phone number, a line of text, is a 44px target laid over the lines around it', async () => {
    onTestFinished(applyStylesheet('../components/shop-info.module.css', import.meta.url));
    onTestFinished(applyStylesheet('../../../components/facts.module.css', import.meta.url));
    const detail: ShopDetail = {
      ...shop(11, '멍멍살롱 성수점'),
      phone: '02-123-4567',
      description: '',
      addressDetail: '',
      hours: [],
      facilities: [],
      onlineReservation: true,
      chatting: true,
    };
    renderAt('/shop/11', [{ path: '/shop/:id', element: <ShopInfo shop={detail} /> }]);
    const phone = await screen.findByRole('link', { name: '02-123-4567' });
    expect(getComputedStyle(phone).position).toBe('relative');
    const [box] = pseudoRules(phone);
    expect(box?.position).toBe('absolute');
    // Each side half of what the link lacks of 44px (none where it is larger): 44 × 44 or more, centred on it.
    expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
  });
});
