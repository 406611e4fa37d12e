// The contract every remote's `./routes` keeps with the shell, checked for all remotes at once:
// every manifest route the remote owns is registered exactly once, nothing outside it, every
// screen lazy, each carrying its manifest key and title. A new remote folder is picked up by
// the glob (mf-<name> serves the remote <name>).
import type { RouteObject } from 'react-router-dom';
import { REMOTE_NAMES } from '../../routing/remote-names';
import { ROUTES } from '../../routing/route-manifest';
import type { RouteHandle } from '../route-handle';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { import: 'default' }): Record<string, () => Promise<T>>;
  }
}

const tables = import.meta.glob<RouteObject[]>('../../../../mf-*/src/routes.tsx', { import: 'default' });

const remoteOf = (file: string) => /mf-([a-z]+)\/src\/routes\.tsx$/.exec(file)![1];

describe('remote route tables', () => {
  it('every remote has a route table', () => {
    expect(Object.keys(tables).map(remoteOf).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  describe.each(Object.entries(tables))('%s', (file, load) => {
    const remote = remoteOf(file);
    const owned = Object.values(ROUTES)
      .filter((r) => r.owner === remote)
      .map((r) => r.path);

    it('registers every route the manifest gives it, each once, and nothing else', async () => {
      const registered = (await load()).map((r) => r.path);
      expect(owned.length).toBeGreaterThan(0);
      expect([...registered].sort()).toEqual([...owned].sort());
    });

    it('every screen is lazy and carries its manifest key and title', async () => {
      for (const route of await load()) {
        expect(typeof route.lazy, route.path).toBe('function');
        expect(route.element ?? route.Component, route.path).toBeUndefined();
        const handle = route.handle as RouteHandle;
        expect(ROUTES[handle.key].path).toBe(route.path);
        expect(handle.title).toBe(ROUTES[handle.key].title);
        expect(handle.owner).toBe(remote);
      }
    });
  });
});
