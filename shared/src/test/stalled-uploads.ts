// For tests of a form whose photos are still on their way (a weak LTE link): every upload (an XMLHttpRequest, as
// shared's uploadMedia sends it) stays open until the test drops the connection under them.
import { vi } from 'vitest';

export function stalledUploads() {
  const sent: { onerror: (() => void) | null }[] = [];
  class StalledXhr {
    upload = {};
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      sent.push(this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', StalledXhr);
  return { sent, drop: () => sent.forEach((xhr) => xhr.onerror?.()) };
}
