import '@guardian/shared/test/dom-setup';
import { removeAccessToken } from '@guardian/shared';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  // The read the client keeps goes with the cookie.
  removeAccessToken();
});
