// Every route the spec (§2) gives this remote is in the table it exposes to the shell.
import routes from '../routes';

const SPEC_ROUTES = [
  '/community',
  '/community/:communitySeq',
  '/community/edit',
  '/community/edit/:communitySeq',
  '/community/search',
  '/community/result',
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
