// A picture that fails to load shows a grey box, not a broken-image glyph; photos whose signed links expired on a
// page left open load again by themselves (the queries holding the links are asked again, once).
import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { Avatar } from '@guardian/shared';
import { watchFailedImages } from '../image-fallback';

/** The clock moved on: the links read before are `minutes` older. */
const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);

const signed = (seq: number, exp = 1795000000) =>
  `http://localhost/api/v2/media/${seq}/w720?exp=${exp}&sig=abc${seq}`;

/** An <img> of the page; `fail()` and `load()` fire what the browser fires for it. */
function picture(src: string) {
  const img = document.createElement('img');
  img.setAttribute('src', src);
  img.alt = '첫 미용 20% 할인';
  document.body.append(img);
  return {
    img,
    fail: () => img.dispatchEvent(new Event('error')),
    load: () => img.dispatchEvent(new Event('load')),
  };
}

/** An active query of the page (a screen shows it) answering `data`, once it has; the result counts its fetches. */
async function activeQuery(client: QueryClient, key: string, data: () => unknown) {
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: async () => {
      fetches++;
      return data();
    },
  });
  const stop = observer.subscribe(() => {});
  onTestFinished(stop);
  await vi.waitFor(() => expect(client.getQueryState([key])?.fetchStatus).toBe('idle'));
  return () => fetches;
}

let client: QueryClient;
let controller: AbortController;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T03:00:00.000Z'));
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // Each test's listeners go with it (the app installs them once for the page).
  controller = new AbortController();
  const listen = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, fn, capture) =>
    listen(type, fn, { capture: capture === true, signal: controller.signal }),
  );
  watchFailedImages(client);
});

afterEach(() => {
  controller.abort();
  client.clear();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('a picture that fails to load', () => {
  it('is marked failed (drawn as a grey box), and a later load of a new src clears the mark', () => {
    const banner = picture('/static/banner-1.webp');
    banner.fail();
    expect(banner.img).toHaveAttribute('data-failed');
    banner.img.setAttribute('src', '/static/banner-2.webp');
    banner.load();
    expect(banner.img).not.toHaveAttribute('data-failed');
  });

  it('is seen wherever it is on the page (error does not bubble)', () => {
    const card = document.createElement('article');
    const img = document.createElement('img');
    card.append(img);
    document.body.append(card);
    img.dispatchEvent(new Event('error'));
    expect(img).toHaveAttribute('data-failed');
  });

  it('an avatar still falls back to its letter, and its expired link is asked again like any photo', async () => {
    const fetches = await activeQuery(client, 'me', () => ({ profileImageUrl: signed(5) }));
    later(65);
    render(<Avatar name="달이맘" imageUrl={signed(5)} />);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByText('달')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await vi.waitFor(() => expect(fetches()).toBe(2));
  });

  it('leaves other elements’ failures alone', () => {
    const script = document.createElement('script');
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    expect(script).not.toHaveAttribute('data-failed');
  });

  it('is drawn without the glyph or the alt text, in the box its page gave it', () => {
    const file = '../image-fallback.css';
    const css = readFileSync(decodeURIComponent(new URL(file, import.meta.url).pathname), 'utf8');
    const rule = /img\[data-failed\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/content:\s*linear-gradient\(#0000,\s*#0000\)/);
    expect(rule).not.toMatch(/(^|[^-])(width|height|display|visibility)\s*:/);
  });
});

describe('a photo whose signed link expired', () => {
  it('asks the list holding it again once, for a whole page of expired photos, and shows the new links', async () => {
    let links = [signed(1), signed(2), signed(3)];
    const feedFetches = await activeQuery(client, 'feed', () => ({
      pages: [{ items: links.map((url) => ({ url })) }],
    }));
    const otherFetches = await activeQuery(client, 'me', () => ({ nickname: '달이맘' }));

    // An hour later the links are dead; the new ones come with the list asked again.
    later(65);
    links = [signed(1, 1795004000), signed(2, 1795004000), signed(3, 1795004000)];
    for (const p of [signed(1), signed(2), signed(3)].map(picture)) p.fail();

    await vi.waitFor(() =>
      expect(JSON.stringify(client.getQueryData(['feed']))).toContain('exp=1795004000&sig=abc3'),
    );
    expect(feedFetches()).toBe(2);
    expect(otherFetches()).toBe(1);
  });

  it('asks a list again at most once a minute', async () => {
    const fetches = await activeQuery(client, 'album', () => [{ url: signed(7) }]);
    const photo = picture(signed(7));
    later(65);
    photo.fail();
    await vi.waitFor(() => expect(client.getQueryState(['album'])?.fetchStatus).toBe('idle'));
    expect(fetches()).toBe(2);

    // The same link fails again (its file is gone, not the link): not within the minute the list was read.
    later(0.5);
    photo.fail();
    await Promise.resolve();
    expect(fetches()).toBe(2);

    later(1);
    photo.fail();
    await vi.waitFor(() => expect(fetches()).toBe(3));
  });

  it('marks a cached list that is not on screen, so it reads its links again when shown', async () => {
    client.setQueryData(['chat', 'room', 3], { messages: [{ imageUrl: signed(9) }] });
    later(65);
    picture(signed(9)).fail();
    await Promise.resolve();
    expect(client.getQueryState(['chat', 'room', 3])?.isInvalidated).toBe(true);
  });

  it('asks nothing again for a picture that is not one of our signed links', async () => {
    const fetches = await activeQuery(client, 'banners', () => [{ imageUrl: '/static/banner-1.webp' }]);
    later(65);
    picture('/static/banner-1.webp').fail();
    await Promise.resolve();
    expect(fetches()).toBe(1);
    expect(client.getQueryState(['banners'])?.isInvalidated).toBe(false);
  });
});
