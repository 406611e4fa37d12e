// The push service worker's script, run in a sandbox with the browser's service-worker objects faked: whether a push
// shows (not while its screen is in front), and what a tap on a notification does with the site open, open only in
// the mall's frame, or not open at all.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PUSH_WORKER_JS } from '../push-worker.js';

type FakeWindow = {
  url: string;
  focused: boolean;
  frameType: string;
  visibilityState?: 'visible' | 'hidden';
  focus: () => Promise<FakeWindow>;
  postMessage: (data: unknown) => void;
};

function worker(windows: Omit<FakeWindow, 'focus' | 'postMessage'>[]) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const log: string[] = [];
  const clients: FakeWindow[] = windows.map((w) => ({
    ...w,
    focus: async () => {
      log.push(`focus ${w.url}`);
      return clients[0];
    },
    postMessage: (data) => log.push(`post ${w.url} ${JSON.stringify(data)}`),
  }));
  const self = {
    location: new URL('https://guardian.kr/api/v2/notifications/push/sw.js'),
    addEventListener: (type: string, fn: (event: unknown) => void) => (handlers[type] = fn),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: { tag?: string; renotify?: boolean }) =>
        log.push(`show ${title} tag=${options.tag} renotify=${options.renotify}`),
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => clients,
      openWindow: async (url: string) => log.push(`open ${url}`),
    },
  };
  vm.runInNewContext(PUSH_WORKER_JS, { self, URL, Promise });
  const tap = async (link: string | undefined) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.notificationclick({
      notification: { close: () => log.push('close'), data: link === undefined ? undefined : { link } },
      waitUntil: (p: Promise<unknown>) => (done = p),
    });
    await done;
    return log;
  };
  const push = async (data: { title: string; body: string; link?: string }) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.push({ data: { json: () => data }, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    return log;
  };
  return { tap, push };
}

const page = (url: string, focused = false, visibilityState: 'visible' | 'hidden' = 'visible') => ({
  url,
  focused,
  frameType: 'top-level',
  visibilityState,
});

describe('a push arriving', () => {
  const chat = { title: '멍멍살롱의 새 메시지 3개', body: '내일 10시 괜찮으세요?', link: '/chatting/3' };

  it('shows nothing while the owner is looking at the room it is about', async () => {
    expect(await worker([page('https://guardian.kr/chatting/3', true)]).push(chat)).toEqual([]);
  });

  it('shows it when the room is open but not in front: another window focused, the tab hidden, or another room', async () => {
    for (const windows of [
      [page('https://guardian.kr/chatting/3'), page('https://guardian.kr/community', true)],
      [page('https://guardian.kr/chatting/3', true, 'hidden')],
      [page('https://guardian.kr/chatting/4', true)],
      [{ ...page('https://guardian.kr/chatting/3', true), frameType: 'nested' }],
      [],
    ]) {
      expect(await worker(windows).push(chat)).toEqual([
        'show 멍멍살롱의 새 메시지 3개 tag=/chatting/3 renotify=true',
      ]);
    }
  });

  it('shows one per room: tagged with its link, so the next one replaces it and still alerts', async () => {
    const w = worker([page('https://guardian.kr/news', true)]);
    await w.push(chat);
    const log = await w.push({ ...chat, title: '멍멍살롱의 새 메시지 4개' });
    expect(log).toEqual([
      'show 멍멍살롱의 새 메시지 3개 tag=/chatting/3 renotify=true',
      'show 멍멍살롱의 새 메시지 4개 tag=/chatting/3 renotify=true',
    ]);
  });

  it('shows a push without a link untagged, whatever page is open', async () => {
    expect(await worker([page('https://guardian.kr/news', true)]).push({ title: '공지', body: '' })).toEqual([
      'show 공지 tag=undefined renotify=false',
    ]);
  });
});

describe('a tap on a push notification', () => {
  it('brings the open site forward and has it open the link in place, with no second window', async () => {
    const log = await worker([page('https://guardian.kr/community')]).tap('/alim-paper/detail?id=7');
    expect(log).toEqual([
      'close',
      'focus https://guardian.kr/community',
      'post https://guardian.kr/community {"type":"guardian:open-link","link":"/alim-paper/detail?id=7"}',
    ]);
  });

  it('picks the window the owner is looking at when the site is open in several', async () => {
    const log = await worker([page('https://guardian.kr/'), page('https://guardian.kr/my-info', true)]).tap(
      '/news',
    );
    expect(log).toContain('focus https://guardian.kr/my-info');
    expect(log).not.toContain('focus https://guardian.kr/');
  });

  it('opens a new window when the site is not open, or only inside a frame or on another origin', async () => {
    const log = await worker([
      { url: 'https://guardian.kr/mall-demo/index.html', focused: true, frameType: 'nested' },
      page('https://elsewhere.example/'),
    ]).tap('/chatting/3');
    expect(log).toEqual(['close', 'open https://guardian.kr/chatting/3']);
  });

  it('opens 소식 for a notification without a link of this site', async () => {
    expect(await worker([]).tap(undefined)).toContain('open https://guardian.kr/news');
    expect(await worker([]).tap('//evil.example/x')).toContain('open https://guardian.kr/news');
    expect(await worker([]).tap('https://evil.example/x')).toContain('open https://guardian.kr/news');
  });
});
