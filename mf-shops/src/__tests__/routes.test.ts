// Every route the spec (§2) gives this remote is in the table it exposes to the shell.
import routes from '../routes';

const SPEC_ROUTES = [
  '/',
  '/shop',
  '/shop/detail',
  '/shop/:id',
  '/shop/search',
  '/shop/result',
  '/online-reservation',
  '/online-reservation/search',
  '/online-reservation/:id',
  '/online-reservation/:id/product/:product_seq',
  '/online-reservation/:id/product/:product_seq/image',
  '/online-reservation/:id/select-pet',
  '/online-reservation/:id/reservation',
  '/online-reservation/success',
  '/online-reservation/fail',
  '/reservation',
  '/reservation/detail',
  '/schedule',
  '/schedule/:id',
  '/schedule/alimtalk',
  '/alim-paper',
  '/alim-paper/:id',
  '/alim-paper/detail',
  '/alarmpaper/:id',
  '/album',
  '/album/:id',
  '/consent',
  '/consent/:id',
  '/coupon',
  '/coupon/:id',
  '/deposit/:id',
  '/voucher',
  '/voucher/purchase/confirm',
  '/voucher/fail',
  '/voucher/success',
  '/review',
  '/notice',
  '/notice/:id',
];

describe('routes', () => {
  const registered = routes.map((r) => r.path);

  it.each(SPEC_ROUTES)('registers %s', (path) => {
    expect(registered).toContain(path);
  });

  it('registers nothing outside the spec, each path once, every screen lazy', () => {
    expect([...registered].sort()).toEqual([...SPEC_ROUTES].sort());
    expect(routes.every((r) => typeof r.lazy === 'function')).toBe(true);
  });
});
