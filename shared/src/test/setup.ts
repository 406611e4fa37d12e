import './dom-setup';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  Cookies.remove('access_token', { path: '/' });
  localStorage.clear();
  document.body.style.overflow = '';
});
