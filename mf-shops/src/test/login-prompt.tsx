// A list screen opened logged out: one login prompt, as 예약 내역 and 앨범 show it, not the API's 401 in a red alert;
// nothing is asked of the API, and the prompt's 로그인하기 comes back to the address after login. The caller mocks
// `apiGet` and `publicGet` (@guardian/shared) and clears the session's token.
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, publicGet } from '@guardian/shared';
import { renderScreen } from './render';

export async function expectLoginPromptOnly({
  at,
  path,
  Component,
  title,
  what,
  notShown,
}: {
  /** The address opened (its query too: the login comes back to it whole). */
  at: string;
  /** The route's path. */
  path: string;
  Component: ComponentType;
  /** The screen's heading. */
  title: string;
  /** The prompt's line: "{what} 보려면 로그인해 주세요." */
  what: string;
  /** What the screen shows only with data (tabs, a calendar, a pet filter): not drawn around the prompt. */
  notShown?: () => HTMLElement | null;
}) {
  const { router } = renderScreen(at, [
    { path, Component },
    { path: '/auth', element: <p>로그인 화면</p> },
  ]);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
  expect(
    screen.getByText(`${what} 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요.`),
  ).toBeInTheDocument();
  // Not the API's 401 in a red alert with a grey button.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
  if (notShown) expect(notShown()).not.toBeInTheDocument();
  expect(apiGet).not.toHaveBeenCalled();
  expect(publicGet).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
  expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent(at)}`);
}
