// 알림장 opened logged out: one login prompt, as 예약 내역 and 앨범 show it, not the API’s 401 in a red alert.
import { screen } from '@testing-library/react';
import { apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { expectLoginPromptOnly } from '../../../test/login-prompt';
import { AlimPaperListScreen } from '../components/alim-paper-list-screen';

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

describe('알림장, logged out', () => {
  it('shows the login prompt the other screens show, asks nothing, and comes back here after login', () =>
    expectLoginPromptOnly({
      at: '/alim-paper',
      path: '/alim-paper',
      Component: AlimPaperListScreen,
      title: '알림장',
      what: '알림장을',
      notShown: () => screen.queryByRole('group', { name: '반려동물 선택' }),
    }));
});
