// 마이페이지 tab root: who I am, my pets, my shops, and where to go from here.
import { ErrorState, Skeleton, errorMessage, useMe } from '@guardian/shared';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { MenuList } from '../../../components/menu-list';
import { paths } from '../../../config/paths';
import { MyPets } from './my-pets';
import { MyShops } from './my-shops';
import styles from './my-info-screen.module.css';

export function MyInfoScreen() {
  const me = useMe();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{paths.myInfo.title}</h1>
      {me.data ? (
        <>
          <Link to={paths.profile.path} className={styles.profile}>
            <Avatar name={me.data.nickname} imageUrl={me.data.profileImageUrl} size={64} />
            <span className={styles.who}>
              <strong>{me.data.nickname}</strong>
              <span>{me.data.userId}</span>
            </span>
            <span className={styles.chevron} aria-hidden="true">
              ›
            </span>
          </Link>
          <MyPets pets={me.data.pets} />
          <MyShops userShops={me.data.userShops} />
        </>
      ) : me.isError ? (
        <ErrorState
          message={errorMessage(me.error, '내 정보를 불러오지 못했어요.')}
          onRetry={() => void me.refetch()}
        />
      ) : (
        <MyInfoSkeleton />
      )}
      <MenuList
        title="메뉴"
        items={[
          { label: paths.profile.title, to: paths.profile.path },
          { label: paths.setting.title, to: paths.setting.path },
          { label: '내 커뮤니티 활동', to: paths.communityFeed.path },
          { label: paths.news.title, to: paths.news.path },
        ]}
      />
    </div>
  );
}

function MyInfoSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="내 정보를 불러오는 중">
      <div className={styles.skeletonRow}>
        <Skeleton width={64} height={64} radius={32} />
        <div className={styles.skeletonLines}>
          <Skeleton width={120} height={20} />
          <Skeleton width={180} height={16} />
        </div>
      </div>
      <Skeleton height={88} radius={12} />
      <Skeleton height={88} radius={12} />
    </div>
  );
}
