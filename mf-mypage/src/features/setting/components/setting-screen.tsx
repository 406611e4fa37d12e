// 설정: notifications, marketing consent, the community's 차단한 사용자, login method, password (email accounts), logout,
// and account deletion (with a reason, then a last question saying what leaves with the account) → /bye.
import { Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ConfirmDialog,
  PageHeader,
  isApiError,
  paths as app,
  toastError,
  useMountWhenSettled,
  lazyWithRetry,
  useMe,
  useParamEntry,
} from '@guardian/shared';
import { MenuList } from '../../../components/menu-list';
import { forgetDevicePush } from '../../../lib/device-push';
import { paths } from '../../../config/paths';
import { useDeleteAccount } from '../api/delete-account';
import { useWithdrawalCheck } from '../api/get-withdrawal-check';
import { useLogout } from '../api/logout';
import { useEndSession } from '../lib/use-end-session';
import { BlockedUsersSheet } from './blocked-users-sheet';
import { MarketingRow } from './marketing-row';
import { WithdrawalLosses } from './withdrawal-losses';

// The withdrawal form brings react-hook-form and zod (~35 KB gzipped): loaded when the page has settled or the
// form is asked for, not with the settings.
const WithdrawSheet = lazyWithRetry(() =>
  import('./withdraw-sheet').then((m) => ({ default: m.WithdrawSheet })),
);

/**
 * The shell's 비밀번호 변경 (/auth/email?mode=password), back to 설정 after the new password's login: the change
 * ends every session of the account, this one too.
 */
const passwordChangeHref = (from: string) =>
  `${app.authEmail}?${new URLSearchParams({ mode: 'password', redirectUrl: from }).toString()}`;

export function SettingScreen() {
  const navigate = useNavigate();
  const [blockedOpen, setBlockedOpen] = useState(false);
  const { pathname } = useLocation();
  // Only an email account has a password here; a 카카오 or Apple login changes it there.
  const hasPassword = useMe().data?.snsKind === 'NONE';
  const endSession = useEndSession();
  const logout = useLogout();
  const deleteAccount = useDeleteAccount();
  const [confirmLogout, setConfirmLogout] = useState(false);
  // From 로그아웃 in the question until the page is left: the question stays, saying it is on its way (this device's
  // push is let go first, then the server is told), rather than closing onto a 설정 that seems to have done nothing.
  const [loggingOut, setLoggingOut] = useState(false);
  // ?withdraw=1: the reason sheet, a history entry, so the phone's back closes it rather than leaving 설정.
  const withdraw = useParamEntry();
  const sheetOpen = withdraw.params.has('withdraw');
  const [reason, setReason] = useState<string | null>(null);
  // The last question opens once the reason sheet has closed: opened over it, the sheet closing after gave focus
  // back to 회원 탈퇴 behind the question (a screen reader read the page under it), and 취소 then had nowhere to
  // return focus to.
  const confirmDelete = reason !== null && !sheetOpen;
  const mountWithdrawSheet = useMountWhenSettled(sheetOpen);
  // What would be lost, asked as the reason sheet opens so the last question has it when it shows.
  const losses = useWithdrawalCheck(sheetOpen || confirmDelete);

  // One account call at a time. A second tap while the first is on its way sent it again with the token the first
  // had just revoked: its 401 alerted "정상적인 접근이 아닙니다", and as only the last call's callbacks run, a
  // deletion that went through never reached /bye.
  const calling = useRef(false);
  const busy = logout.isPending || deleteAccount.isPending;

  // The session ends first, then this page goes to one anyone can open. The shell's login-and-shop layout knows
  // the session was left from here (`leave`) and shows the frame until that page loads, rather than sending the
  // person to /auth?redirectUrl=/my-info/setting. Ended only as this page unmounted, as before, 홈 rendered while
  // still logged in and its top bar asked for the unread count with the revoked token: a 401 reported per logout.
  const leaveSignedOut = (to: string) => {
    endSession(pathname);
    void navigate(to, { replace: true });
  };

  // Even if the server call fails (offline, token already revoked) this browser still signs out. This device's push
  // is unregistered first, while the token still works: left, the phone kept getting the account's chats and 알림장.
  const onLogout = () => {
    if (calling.current) return;
    calling.current = true;
    setLoggingOut(true);
    void forgetDevicePush().finally(() =>
      logout.mutate(undefined, { onSettled: () => leaveSignedOut(app.curation) }),
    );
  };

  const onDelete = (why: string) => {
    if (calling.current) return;
    calling.current = true;
    deleteAccount.mutate(why, {
      onSuccess: () => {
        setReason(null);
        leaveSignedOut(app.bye);
      },
      onError: (e) => {
        calling.current = false;
        // A visit still ahead: the question closes on the reason (cancel it in 예약 내역 first); asking again cannot help.
        if (isApiError(e) && e.resultCode === 'ACCOUNT_HAS_UPCOMING_RESERVATION') setReason(null);
        toastError(e, '탈퇴하지 못했어요. 잠시 후 다시 시도해 주세요.');
      },
    });
  };

  return (
    <>
      <PageHeader title={paths.setting.title} back />
      <MenuList title="알림" items={[{ label: '알림 설정', to: paths.newsSetting.path }]} />
      <MarketingRow />
      <MenuList title="커뮤니티" items={[{ label: '차단한 사용자', onClick: () => setBlockedOpen(true) }]} />
      <BlockedUsersSheet open={blockedOpen} onClose={() => setBlockedOpen(false)} />
      <MenuList
        title="계정"
        items={[
          { label: paths.settingSns.title, to: paths.settingSns.path },
          ...(hasPassword ? [{ label: '비밀번호 변경', to: passwordChangeHref(pathname) }] : []),
          { label: '로그아웃', onClick: () => !calling.current && setConfirmLogout(true) },
          {
            label: '회원 탈퇴',
            onClick: () => !calling.current && withdraw.open({ withdraw: '1' }),
            danger: true,
          },
        ]}
      />
      <ConfirmDialog
        open={confirmLogout || loggingOut}
        text="로그아웃할까요?"
        confirmText={loggingOut ? '로그아웃 중…' : '로그아웃'}
        onConfirm={() => {
          setConfirmLogout(false);
          onLogout();
        }}
        // The logout is on its way: closing would only hide where it ends.
        onCancel={() => !loggingOut && setConfirmLogout(false)}
      />
      {mountWithdrawSheet ? (
        <Suspense fallback={null}>
          <WithdrawSheet
            open={sheetOpen}
            onClose={withdraw.close}
            onNext={(why) => {
              withdraw.close();
              setReason(why);
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        text="정말 탈퇴하시겠어요?"
        subText="탈퇴하면 연결된 매장, 예약 내역, 알림장과 채팅 기록을 다시 볼 수 없어요. 예정된 예약이 있으면 먼저 취소해 주세요."
        confirmText={busy ? '탈퇴하는 중…' : '탈퇴하기'}
        onConfirm={() => reason && onDelete(reason)}
        // The deletion is on its way: closing would only hide where it ends.
        onCancel={() => !busy && setReason(null)}
      >
        <WithdrawalLosses query={losses} />
      </ConfirmDialog>
    </>
  );
}
