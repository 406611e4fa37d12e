// 로그인 방식: which login this account uses (spec §3 snsKind).
import { PageHeader, QueryState, Skeleton, useMe, type SnsKind } from '@guardian/shared';
import { MenuList } from '../../../components/menu-list';
import { paths } from '../../../config/paths';
import styles from './setting.module.css';

// Each name ends in a vowel or ㄹ (Apple reads 애플), so each takes 로: "이메일로", "카카오로", "Apple로".
const LOGINS: { kind: SnsKind; label: string }[] = [
  { kind: 'NONE', label: '이메일' },
  { kind: 'KAKAO', label: '카카오' },
  { kind: 'APPLE', label: 'Apple' },
];

export function SnsScreen() {
  const me = useMe();
  return (
    <>
      <PageHeader title={paths.settingSns.title} back />
      <QueryState
        query={me}
        errorFallback="로그인 정보를 불러오지 못했어요."
        skeleton={
          <div className={styles.sheet} role="status" aria-busy="true" aria-label="로그인 정보를 불러오는 중">
            <Skeleton height={52} />
            <Skeleton height={52} />
          </div>
        }
      >
        {(data) => (
          <>
            <p className={styles.intro}>
              이 계정은 <strong>{LOGINS.find((l) => l.kind === data.snsKind)?.label}</strong>로 로그인해요.
            </p>
            <MenuList
              items={LOGINS.map(({ kind, label }) => ({
                label,
                value: kind === data.snsKind ? (kind === 'NONE' ? data.userId : '연결됨') : '연결 안 됨',
              }))}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
