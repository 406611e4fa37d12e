// /alim-paper: the report cards of the owner's pets by date, newest first, with a pet filter. A card the owner has not
// opened carries an "N" (새 알림장) after its date, as 공지 and 앨범 mark theirs (components/new-mark), gone once they
// open it; over the list, how many of the cards shown (all pets', or the chosen pet's) are unread.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  LoginPrompt,
  Skeleton,
  formatDay,
  paths as app,
  useIsLoggedIn,
  useMe,
  routeId,
  LoadMore,
} from '@guardian/shared';
import { Chip } from '@guardian/shared/forms';
import { NewMark, UnreadSummary } from '../../../components/new-mark';
import { useAlimPapers } from '../api/get-alim-papers';
import type { AlimPaperItem } from '../api/types';
import styles from './alim-paper.module.css';

export function AlimPaperListScreen() {
  // A guest: what logging in brings here, and back to it after, as 예약 내역 and 앨범 say it (not the API's refusal
  // in a red alert, and no call that can only be refused).
  const loggedIn = useIsLoggedIn();
  if (!loggedIn)
    return (
      <>
        <h1 className={styles.heading}>알림장</h1>
        <div className={styles.page}>
          <LoginPrompt description="알림장을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
        </div>
      </>
    );
  return <AlimPapers />;
}

function AlimPapers() {
  const [params, setParams] = useSearchParams();
  const petSeq = routeId(params.get('pet'));
  const me = useMe().data;
  const pets = me?.pets ?? [];
  // With no shop linked yet, 내 매장 would be empty too: the way on is finding one.
  const noShop = me ? me.userShops.length === 0 : false;
  const select = (seq: number | null) => setParams(seq ? { pet: String(seq) } : {}, { replace: true });
  return (
    <>
      {/* A tab page under the shell's bar (가디언, 채팅): its name heads the page, as on 일정, not a second bar. */}
      <h1 className={styles.heading}>알림장</h1>
      {pets.length > 1 ? (
        <div className={styles.filters} role="group" aria-label="반려동물 선택">
          <Chip selected={petSeq === null} onClick={() => select(null)}>
            전체
          </Chip>
          {pets.map((p) => (
            <Chip key={p.petSeq} selected={petSeq === p.petSeq} onClick={() => select(p.petSeq)}>
              {p.name}
            </Chip>
          ))}
        </div>
      ) : null}
      <CardList key={petSeq ?? 'all'} petSeq={petSeq} noShop={noShop} />
    </>
  );
}

function CardList({ petSeq, noShop }: { petSeq: number | null; noShop: boolean }) {
  const navigate = useNavigate();
  const query = useAlimPapers(petSeq);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  return (
    <div className={styles.page}>
      {query.isPending ? (
        <div className={styles.list} role="status" aria-busy="true" aria-label="불러오는 중">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={104} radius={16} />
          ))}
        </div>
      ) : !query.data ? (
        // Only with nothing to show: a next page or a refresh that fails keeps the list (LoadMore says why).
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={petSeq ? '이 아이의 알림장이 아직 없어요' : '아직 받은 알림장이 없어요'}
          description="유치원·데이케어·호텔을 이용하면 매장에서 보내는 알림장을 여기에서 볼 수 있어요."
          action={
            noShop ? (
              <Button onClick={() => navigate(app.shopSearch)}>매장 찾기</Button>
            ) : (
              <Button onClick={() => navigate(app.shop)}>내 매장 보기</Button>
            )
          }
        />
      ) : (
        <>
          {/* The API counts the cards of the list asked for: with a pet chosen, that pet's. */}
          <UnreadSummary label="읽지 않은 알림장" count={unread} />
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.alimPaperSeq}>
                <CardRow item={item} />
              </li>
            ))}
          </ul>
        </>
      )}
      <LoadMore query={query} />
    </div>
  );
}

function CardRow({ item }: { item: AlimPaperItem }) {
  // Named by what it shows (no aria-label, which would hide the moods and the preview from a screen
  // reader), the "N" in words (새 알림장); the spaces keep the parts apart in the name.
  return (
    <Link to={app.alimPaperDetail(item.alimPaperSeq)} className={styles.row}>
      {item.thumbnailUrl ? (
        <img className={styles.rowThumb} src={item.thumbnailUrl} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={styles.rowThumb} aria-hidden="true" />
      )}
      <span className={styles.rowBody}>
        <span className={styles.rowTop}>
          <span className={styles.rowDate}>{formatDay(item.date)}</span>{' '}
          {item.unread ? (
            <>
              <NewMark label="새 알림장" />{' '}
            </>
          ) : null}
          {item.hasHealthNote ? <Badge tone="danger">건강 메모</Badge> : null}
        </span>{' '}
        <span className={styles.rowTitle}>
          {item.pet.name} · {item.shop.name}
        </span>{' '}
        {item.moods.length ? <span className={styles.rowMoods}>{item.moods.join(' · ')}</span> : null}{' '}
        {item.preview ? <span className={styles.rowPreview}>{item.preview}</span> : null}
      </span>
    </Link>
  );
}
