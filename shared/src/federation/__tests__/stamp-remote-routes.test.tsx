// A remote's screen in the shell's page area (its scrolling <main>, under the bars and the offline banner): the
// stamp's box fills it, so a screen that should reach the bottom (the post page's comment box) grows to it.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { applyStylesheet } from '../../test/stylesheet';
import { stampRemoteRoutes } from '../stamp-remote-routes';
import styles from '../stamp-remote-routes.module.css';

it('a remote’s screen sits in a column as tall as the page area at least, for the screen to grow to', async () => {
  onTestFinished(applyStylesheet('../stamp-remote-routes.module.css', import.meta.url, styles));
  const Post = () => <div>짧은 글</div>;
  const routes = stampRemoteRoutes('community-1', [{ path: '/community/1', Component: Post }], 'community');
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/community/1'] })} />);
  const root = (await screen.findByText('짧은 글')).parentElement!;
  expect(root).toHaveAttribute('data-remote-root');
  const style = getComputedStyle(root);
  expect(style.display).toBe('flex');
  expect(style.flexDirection).toBe('column');
  expect(style.minHeight).toBe('100%');
});
