import './dom-setup';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeAccessToken } from '../session/access-token';

afterEach(() => {
  cleanup();
  removeAccessToken();
  localStorage.clear();
  document.body.style.overflow = '';
});
