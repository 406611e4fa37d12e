// 프로필: what the account shows to shops and the community.
import { Avatar, Button, PageHeader, QueryState, Skeleton, formatSeoulDate, useMe } from '@guardian/shared';
import { useNavigate } from 'react-router-dom';
import { MenuList } from '../../../components/menu-list';
import { paths } from '../../../config/paths';
import { phoneText } from '@guardian/shared/forms';
import styles from './profile.module.css';

export function ProfileScreen() {
  const me = useMe();
  const navigate = useNavigate();
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
            <div className={styles.actions}>
              <Button onClick={() => navigate(paths.profileEdit.path)}>프로필 수정</Button>
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
