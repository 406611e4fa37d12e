// 프로필: what the account shows to shops and the community.
import { Button, ErrorState, PageHeader, Skeleton, errorMessage, useMe } from '@guardian/shared';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { MenuList } from '../../../components/menu-list';
import { paths } from '../../../config/paths';
import styles from './profile.module.css';

const joinedAt = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(new Date(iso));

export function ProfileScreen() {
  const me = useMe();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={paths.profile.title} back />
      {me.data ? (
        <>
          <div className={styles.hero}>
            <Avatar name={me.data.nickname} imageUrl={me.data.profileImageUrl} size={96} />
            <strong className={styles.nickname}>{me.data.nickname}</strong>
            <span className={styles.email}>{me.data.userId}</span>
          </div>
          <MenuList
            items={[
              { label: '휴대폰 번호', value: me.data.phoneNumber || '등록 안 함' },
              { label: '가입일', value: joinedAt(me.data.createdAt) },
              { label: '반려동물', value: `${me.data.pets.length}마리` },
            ]}
          />
          <div className={styles.actions}>
            <Button onClick={() => navigate(paths.profileEdit.path)}>프로필 수정</Button>
          </div>
        </>
      ) : me.isError ? (
        <ErrorState
          message={errorMessage(me.error, '프로필을 불러오지 못했어요.')}
          onRetry={() => void me.refetch()}
        />
      ) : (
        <div className={styles.hero} aria-busy="true" aria-label="프로필을 불러오는 중">
          <Skeleton width={96} height={96} radius={48} />
          <Skeleton width={140} height={24} />
          <Skeleton width={200} height={16} />
        </div>
      )}
    </>
  );
}
