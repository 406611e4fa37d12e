// /news/setting: which kinds of 알림 are pushed, and push on this device (browser permission or the app).
import { useState } from 'react';
import { Button, ErrorState, PageHeader, Skeleton, toastError } from '@guardian/shared';
import { SwitchRow, useOneAtATime } from '@guardian/shared/forms';
import { useNotificationSettings } from '../api/get-settings';
import type { NotificationSetting } from '../api/types';
import { useUpdateSetting } from '../api/update-setting';
import { usePushToggle, type PushState } from '../lib/use-push-toggle';
import styles from './news.module.css';

const PUSH_HINT: Record<PushState, string> = {
  checking: '확인하는 중…',
  on: '이 기기로 알림을 받고 있어요.',
  off: '켜면 앱을 닫아도 새 소식을 알려 드려요.',
  denied: '알림이 차단되어 있어요. 브라우저(기기) 설정에서 이 사이트의 알림을 허용해 주세요.',
  unsupported: '이 브라우저에서는 알림을 받을 수 없어요. 앱이나 다른 브라우저를 이용해 주세요.',
  // Only in the app: it did not answer REQUEST_PUSH_TOKEN in time (a build before the push messages, a lost message).
  'no-answer': '앱에서 알림 상태를 확인하지 못했어요. 앱을 최신 버전으로 업데이트하거나 다시 시도해 주세요.',
};

// In the app, notifications are blocked in the phone's settings for the app, not for a site in a browser.
const APP_DENIED_HINT = '알림이 차단되어 있어요. 휴대폰 설정에서 가디언 앱의 알림을 허용해 주세요.';

function DevicePush() {
  const push = usePushToggle();
  // 다시 확인 stays (busy, keeping the focus) while the app is asked again, and goes once it answered.
  const [retryShown, setRetryShown] = useState(false);
  if (push.state === 'no-answer' && !retryShown) setRetryShown(true);
  const retrying = retryShown && push.state === 'checking';
  const label = push.inApp ? '앱 푸시 알림' : '브라우저 알림';
  const hint = push.inApp && push.state === 'denied' ? APP_DENIED_HINT : PUSH_HINT[push.state];
  return (
    <section>
      <h2 className={styles.groupTitle}>이 기기</h2>
      <div className={styles.group}>
        <SwitchRow
          label={label}
          hint={hint}
          checked={push.state === 'on'}
          busy={push.busy}
          disabled={
            push.state === 'checking' ||
            push.state === 'unsupported' ||
            push.state === 'denied' ||
            push.state === 'no-answer'
          }
          onChange={() => void push.toggle()}
        />
      </div>
      {(push.state === 'no-answer' || retrying) && (
        <Button variant="secondary" className={styles.retry} loading={retrying} onClick={push.retry}>
          다시 확인
        </Button>
      )}
    </section>
  );
}

function KindRow({ setting }: { setting: NotificationSetting }) {
  const update = useUpdateSetting();
  // One save at a time (useOneAtATime: a double tap lands before the switch is drawn busy): the second tap sent
  // the same change again, both saved, and the switch was busy twice as long for one change.
  const [saving, once] = useOneAtATime();
  // While saving, the switch shows what was asked (not the opposite of the list, which may already hold the
  // answer a render before the save ends, or a re-read); a failure puts it back and says why.
  const checked = update.isPending ? update.variables.enabled : setting.enabled;
  return (
    <SwitchRow
      label={setting.label}
      hint={setting.description}
      name={`${setting.label} 알림`}
      checked={checked}
      busy={saving || update.isPending}
      onChange={() =>
        void once(() =>
          update.mutateAsync({ kind: setting.kind, enabled: !setting.enabled }).then(
            () => undefined,
            (e: unknown) => toastError(e, '설정을 바꾸지 못했어요. 다시 시도해 주세요.'),
          ),
        )
      }
    />
  );
}

export function NewsSettingScreen() {
  const query = useNotificationSettings();
  return (
    <>
      <PageHeader title="알림 설정" back />
      <div className={styles.settings}>
        <DevicePush />
        <section>
          <h2 className={styles.groupTitle}>받을 알림</h2>
          {query.isPending ? (
            <div className={styles.group} role="status" aria-busy="true" aria-label="알림 설정을 불러오는 중">
              {[0, 1, 2, 3, 4].map((i) => (
                <div key={i} className={styles.skeletonRow}>
                  <Skeleton height={36} />
                </div>
              ))}
            </div>
          ) : query.isError ? (
            <ErrorState
              error={query.error}
              fallback="알림 설정을 불러오지 못했어요."
              onRetry={() => void query.refetch()}
            />
          ) : (
            <div className={styles.group}>
              {query.data.map((s) => (
                <KindRow key={s.kind} setting={s} />
              ))}
            </div>
          )}
        </section>
        <p className={styles.note}>꺼 둔 종류도 알림 화면에는 그대로 남아요. 푸시 알림만 보내지 않아요.</p>
      </div>
    </>
  );
}
