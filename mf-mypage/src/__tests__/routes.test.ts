// Every route the spec (§2) gives this remote is in the table it exposes to the shell.
import routes from '../routes';

const SPEC_ROUTES = [
  '/my-info',
  '/my-info/setting',
  '/my-info/profile',
  '/my-info/profile/edit',
  '/my-info/setting/sns',
  '/my-info/community/feed',
  '/my-info/community/like',
  '/my-info/community/comment',
  '/news',
  '/news/setting',
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
