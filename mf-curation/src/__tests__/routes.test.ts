// Every route the spec (§2) gives this remote is in the table it exposes to the shell.
import routes from '../routes';

const SPEC_ROUTES = [
  '/curation',
  '/curation/:curationSeq/:curationContentsSeq',
  '/curation/breed',
  '/curation/review/:id',
  '/event',
  '/event/:id',
  '/ai-profile',
  '/ai-profile/history',
  '/ai-profile/detail',
  '/ai-profile/:id',
  '/ai-profile/product-example',
  '/ai-profile/input-info',
  '/ai-profile/upload-images',
  '/ai-profile/upload-images-example',
  '/ai-profile/payment',
  '/ai-profile/success',
  '/ai-profile/fail',
  '/ai-profile/complete-download',
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
