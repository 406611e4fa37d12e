// 동의서 opened logged out: one login prompt, as 예약 내역 and 앨범 show it, not the API’s 401 in a red alert.
import { screen } from '@testing-library/react';
import { apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { expectLoginPromptOnly } from '../../../test/login-prompt';
import { ConsentListScreen } from '../components/consent-list-screen';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

beforeEach(() => {
  useSessionStore.getState().setToken(null);
  vi.mocked(apiGet).mockReset().mockRejectedValue(new Error('asked logged out'));
  vi.mocked(publicGet).mockReset().mockRejectedValue(new Error('asked logged out'));
});

describe('동의서, logged out', () => {
  it('shows the login prompt the other screens show, asks nothing, and comes back here after login', () =>
    expectLoginPromptOnly({
      at: '/consent',
      path: '/consent',
      Component: ConsentListScreen,
      title: '동의서',
      what: '동의서를',
      notShown: () => screen.queryByText('동의서를 불러오지 못했어요.'),
    }));
});
