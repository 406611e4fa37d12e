// The product photo full screen (/online-reservation/:id/product/:product_seq/image) on a phone held sideways or a
// tablet.
import { screen } from '@testing-library/react';
import { apiGet } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { ProductImageScreen } from '../components/product-image-screen';
import { product, renderAt } from './render';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

it("shows the photo on the whole screen, not in the page's 480 px column", async () => {
  onTestFinished(applyStylesheet('../components/product-image-screen.module.css', import.meta.url));
  vi.mocked(apiGet).mockResolvedValue({ ...product, imageUrl: '/media/product-1.jpg' });
  renderAt('/online-reservation/1/product/1/image', [
    { path: '/online-reservation/:id/product/:product_seq/image', Component: ProductImageScreen },
  ]);
  const photo = await screen.findByRole('img', { name: '목욕' });
  const viewer = getComputedStyle(photo.parentElement!);
  expect(viewer.position).toBe('fixed');
  expect(viewer.getPropertyValue('inset')).toBe('0px');
  // Held to the column, a landscape photo was a box in the middle, the page showing on both sides.
  expect(['', 'none']).toContain(viewer.maxWidth);
  expect(getComputedStyle(photo).maxWidth).toBe('100%');
});
