// The shell registers exactly the routes the manifest gives it, every screen lazy.
import { ROUTES } from '@guardian/shared';
import { shellRoutes } from '../routes';

it('registers every shell route of the manifest once, lazily, and nothing else', () => {
  const owned = Object.values(ROUTES)
    .filter((r) => r.owner === 'shell')
    .map((r) => r.path);
  expect(shellRoutes.map((r) => r.path).sort()).toEqual([...owned].sort());
  expect(shellRoutes.every((r) => typeof r.lazy === 'function')).toBe(true);
});
