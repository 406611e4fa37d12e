// 설정: notifications, login method, logout, and account deletion (with a reason) → /bye.
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ConfirmDialog,
  PageHeader,
  errorMessage,
  paths as app,
  toast,
  useMountWhenSettled,
  lazyWithRetry,
} from '@guardian/shared';
import { MenuList } from '../../../components/menu-list';
import { paths } from '../../../config/paths';
import { useDeleteAccount } from '../api/delete-account';
import { useLogout } from '../api/logout';
import { useEndSession } from '../lib/use-end-session';

// The withdrawal form brings react-hook-form and zod (~35 KB gzipped): loaded when the page has settled or the
// form is asked for, not with the settings.
const WithdrawSheet = lazyWithRetry(() =>
  import('./withdraw-sheet').then((m) => ({ default: m.WithdrawSheet })),
);

export function SettingScreen() {
  const navigate = useNavigate();
  const endSession = useEndSession();
  const logout = useLogout();
  const deleteAccount = useDeleteAccount();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const mountWithdrawSheet = useMountWhenSettled(sheetOpen);

  // Even if the server call fails (offline, token already revoked) this browser still signs out.
  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        endSession();
        navigate(app.curation, { replace: true });
      },
    });

  const onDelete = (why: string) =>
    deleteAccount.mutate(why, {
      onSuccess: () => {
        setReason(null);
        endSession();
        navigate(app.bye, { replace: true });
      },
      onError: (e) => toast.error(errorMessage(e, '탈퇴하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });

  return (
    <>
      <PageHeader title={paths.setting.title} back />
      <MenuList title="알림" items={[{ label: '알림 설정', to: paths.newsSetting.path }]} />
      <MenuList
        title="계정"
        items={[
          { label: paths.settingSns.title, to: paths.settingSns.path },
          { label: '로그아웃', onClick: () => setConfirmLogout(true) },
          { label: '회원 탈퇴', onClick: () => setSheetOpen(true), danger: true },
        ]}
      />
      <ConfirmDialog
        open={confirmLogout}
        text="로그아웃할까요?"
        confirmText="로그아웃"
        onConfirm={() => {
          setConfirmLogout(false);
          onLogout();
        }}
        onCancel={() => setConfirmLogout(false)}
      />
      {mountWithdrawSheet ? (
        <Suspense fallback={null}>
          <WithdrawSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            onNext={(why) => {
              setSheetOpen(false);
              setReason(why);
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={reason !== null}
        text="정말 탈퇴하시겠어요?"
        subText="탈퇴하면 연결된 매장, 예약 내역, 알림장과 채팅 기록을 다시 볼 수 없어요."
        confirmText="탈퇴하기"
        onConfirm={() => reason && onDelete(reason)}
        onCancel={() => setReason(null)}
      />
    </>
  );
}
