// 프로필: what the account shows to shops and the community, and its phone number, changed here with an SMS
// certification (it is what 비밀번호 찾기 asks for).
import { Suspense } from 'react';
import {
  Avatar,
  Button,
  PageHeader,
  QueryState,
  Skeleton,
  formatSeoulDate,
  lazyWithRetry,
  useMe,
  useMountWhenSettled,
  useParamEntry,
} from '@guardian/shared';
import { useNavigate } from 'react-router-dom';
import { MenuList } from '../../../components/menu-list';
import { paths } from '../../../config/paths';
import { phoneText } from '@guardian/shared/forms';
import styles from './profile.module.css';

// The certification's sheet: loaded when the page has settled or the sheet is asked for, not with the profile.
const PhoneChangeSheet = lazyWithRetry(() =>
  import('./phone-change-sheet').then((m) => ({ default: m.PhoneChangeSheet })),
);

export function ProfileScreen() {
  const me = useMe();
  const navigate = useNavigate();
  // ?phone=1: the sheet is a history entry, so the phone's back closes it rather than leaving 프로필.
  const phoneEntry = useParamEntry();
  const sheetOpen = phoneEntry.params.has('phone');
  const mountSheet = useMountWhenSettled(sheetOpen);
  return (
    <>
      <PageHeader title={paths.profile.title} back />
      <QueryState
        query={me}
        errorFallback="프로필을 불러오지 못했어요."
        skeleton={
          <div className={styles.hero} role="status" aria-busy="true" aria-label="프로필을 불러오는 중">
            <Skeleton width={96} height={96} radius={48} />
            <Skeleton width={140} height={24} />
            <Skeleton width={200} height={16} />
          </div>
        }
      >
        {(data) => (
          <>
            <div className={styles.hero}>
              <Avatar name={data.nickname} imageUrl={data.profileImageUrl} size={96} />
              <strong className={styles.nickname}>{data.nickname}</strong>
              <span className={styles.email}>{data.userId}</span>
            </div>
            <MenuList
              items={[
                {
                  label: '휴대폰 번호',
                  value: data.phoneNumber ? phoneText(data.phoneNumber) : '등록 안 함',
                },
                { label: '가입일', value: formatSeoulDate(data.createdAt) },
                { label: '반려동물', value: `${data.pets.length}마리` },
              ]}
            />
            <div className={styles.profileActions}>
              <Button onClick={() => navigate(paths.profileEdit.path)}>프로필 수정</Button>
              <Button variant="secondary" onClick={() => phoneEntry.open({ phone: '1' })}>
                {data.phoneNumber ? '휴대폰 번호 변경' : '휴대폰 번호 등록'}
              </Button>
            </div>
            {mountSheet ? (
              <Suspense fallback={null}>
                <PhoneChangeSheet open={sheetOpen} onClose={phoneEntry.close} current={data.phoneNumber} />
              </Suspense>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}
