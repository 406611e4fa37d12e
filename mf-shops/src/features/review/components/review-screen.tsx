// /review: visits waiting for a review and my reviews (a web address or phone number in a review or the shop's
// answer is a link); ?write={reservationSeq} and ?edit={reviewSeq} open the form on the same screen.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoginPrompt,
  PageHeader,
  Skeleton,
  formatDay,
  formatSeoulDate,
  routeId,
  toast,
  toastError,
  useCurrentShop,
  useIsLoggedIn,
  useNow,
  useSettledTogether,
  useParamEntry,
} from '@guardian/shared';
import { LinkedText, useOneAtATime } from '@guardian/shared/forms';
import { useMyReviews } from '../api/get-my-reviews';
import { usePendingReviews } from '../../../api/pending-reviews';
import { useDeleteReview } from '../api/save-review';
import type { MyReview, PendingVisit } from '../api/types';
import { ReviewForm } from './review-form';
import { ReviewPhotos } from '../../../components/review-photos';
import { Stars } from '../../../components/stars';
import styles from './review.module.css';
import { bookOnline } from '../../../lib/book-online';

export function ReviewScreen() {
  // A guest: what logging in brings here, and back to this address (a visit's 리뷰 쓰기 too) after, as 예약 내역 says
  // it: one prompt, not the API's refusal in a red alert, and no call that can only be refused.
  const loggedIn = useIsLoggedIn();
  if (!loggedIn)
    return (
      <>
        <PageHeader title="리뷰" back />
        <div className={styles.page}>
          <LoginPrompt description="리뷰를 쓰거나 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
        </div>
      </>
    );
  return <Reviews />;
}

function Reviews() {
  // A form is an entry of its own: opened from the list below it, closing goes back there; opened from elsewhere
  // (a reservation's 리뷰 쓰기) it gives way to the list. 뒤로 on the list then never reopens a form that is done
  // with ('리뷰를 쓸 수 있는 방문이 아니에요').
  const { params, open, close } = useParamEntry();
  const writeParam = params.get('write');
  const editParam = params.get('edit');
  // A number not written plainly (?write=0x10) names no visit, not visit 16: the form says it is not one to
  // review, as for a number that is in neither list.
  const write = routeId(writeParam);
  const edit = routeId(editParam);
  const pending = usePendingReviews();
  const mine = useMyReviews();
  const ready = useSettledTogether(pending, mine);
  // A deleted review's card leaves the list with its 지우기: the focus goes on to the list's heading, not to the
  // page's top.
  const mineTitle = useRef<HTMLHeadingElement>(null);

  if (writeParam || editParam) {
    const visit = write ? pending.data?.find((v) => v.reservationSeq === write) : undefined;
    const review = edit ? mine.data?.find((r) => r.reviewSeq === edit) : undefined;
    const query = writeParam ? pending : mine;
    return (
      <>
        <PageHeader title={editParam ? '리뷰 고치기' : '리뷰 쓰기'} back />
        <div className={styles.page}>
          {query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Skeleton height={360} radius={12} />
          ) : visit ? (
            <ReviewForm
              reservationSeq={visit.reservationSeq}
              reviewSeq={null}
              heading={visit.shopName}
              subheading={`${formatDay(visit.visitDate)} · ${visit.productName} · ${visit.petNames.join(', ')}`}
              onDone={close}
            />
          ) : review?.editable ? (
            <ReviewForm
              reservationSeq={review.reservationSeq}
              reviewSeq={review.reviewSeq}
              heading={review.shopName}
              subheading={`${formatDay(review.visitDate)} · ${review.productName}`}
              initial={review}
              onDone={close}
            />
          ) : (
            <EmptyState
              title={editParam ? '고칠 수 없는 리뷰예요' : '리뷰를 쓸 수 있는 방문이 아니에요'}
              description={
                editParam
                  ? '리뷰는 쓴 날부터 7일 동안만 고칠 수 있어요.'
                  : '이미 리뷰를 썼거나 아직 방문을 마치지 않았어요.'
              }
              action={<Button onClick={close}>내 리뷰 보기</Button>}
            />
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title="리뷰" back />
      <div className={styles.page}>
        {ready ? (
          <>
            <section className={styles.section} aria-labelledby="pending-title">
              <h2 id="pending-title" className={styles.sectionTitle}>
                리뷰를 기다리는 방문
              </h2>
              {pending.isError ? (
                <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
              ) : !pending.data ? (
                pendingSkeleton
              ) : pending.data.length === 0 ? (
                <p className={styles.quiet}>방문을 마치면 여기서 리뷰를 쓸 수 있어요.</p>
              ) : (
                <ul className={styles.list}>
                  {pending.data.map((v) => (
                    <li key={v.reservationSeq}>
                      <PendingCard visit={v} onWrite={() => open({ write: String(v.reservationSeq) })} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.section} aria-labelledby="mine-title">
              <h2 id="mine-title" ref={mineTitle} tabIndex={-1} className={styles.sectionTitle}>
                내 리뷰
              </h2>
              {mine.isError ? (
                <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
              ) : !mine.data ? (
                mineSkeleton
              ) : mine.data.length === 0 ? (
                <MineEmpty hasPending={(pending.data?.length ?? 0) > 0} />
              ) : (
                <ul className={styles.list}>
                  {mine.data.map((r) => (
                    <li key={r.reviewSeq}>
                      <MyReviewCard
                        review={r}
                        onEdit={() => open({ edit: String(r.reviewSeq) })}
                        onDeleted={() => mineTitle.current?.focus()}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : (
          <div className={styles.list} role="status" aria-busy="true" aria-label="리뷰를 불러오는 중">
            <Skeleton height={22} width={160} />
            {pendingSkeleton}
            <Skeleton height={22} width={72} />
            <Skeleton height={140} radius={12} />
            <Skeleton height={140} radius={12} />
          </div>
        )}
      </div>
    </>
  );
}

const pendingSkeleton = <Skeleton height={96} radius={12} />;
const mineSkeleton = (
  <div className={styles.list} role="status" aria-busy="true" aria-label="리뷰를 불러오는 중">
    <Skeleton height={140} radius={12} />
    <Skeleton height={140} radius={12} />
  </div>
);

/**
 * No review yet. With no visit to review either, 온라인 예약하기 books at the current shop when it takes online
 * bookings, else lists the shops that do, as the home's 다가오는 예약 does (src/lib/book-online).
 */
function MineEmpty({ hasPending }: { hasPending: boolean }) {
  const navigate = useNavigate();
  const current = useCurrentShop();
  return (
    <EmptyState
      title="아직 쓴 리뷰가 없어요"
      description={
        hasPending ? '위의 방문에 첫 리뷰를 남겨보세요.' : '예약하고 방문을 마치면 리뷰를 남길 수 있어요.'
      }
      action={
        hasPending ? undefined : (
          <Button onClick={() => void bookOnline(navigate, current)}>온라인 예약하기</Button>
        )
      }
    />
  );
}

function PendingCard({ visit, onWrite }: { visit: PendingVisit; onWrite: () => void }) {
  return (
    <div className={styles.card}>
      <div className={styles.cardBody}>
        <span className={styles.name}>{visit.shopName}</span>
        <span className={styles.meta}>
          {formatDay(visit.visitDate)} · {visit.productName} · {visit.petNames.join(', ')}
        </span>
      </div>
      <Button onClick={onWrite}>리뷰 쓰기</Button>
    </div>
  );
}

function MyReviewCard({
  review,
  onEdit,
  onDeleted,
}: {
  review: MyReview;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteReview();
  const [confirming, setConfirming] = useState(false);
  // One delete per tap (useOneAtATime: a double tap on 지우기 in the question lands before it closes): a second
  // DELETE was refused (리뷰를 찾을 수 없어요) right after 리뷰를 지웠어요.
  const [removing, once] = useOneAtATime();
  // Editable as the list said when it was read, until its last moment on the page's clock: a list left open past it
  // offered 고치기, which the server then refused.
  const editable = useNow((now) => review.editable && now <= Date.parse(review.editableUntil));
  return (
    <article className={styles.card} aria-label={`${review.shopName} 리뷰`}>
      <div className={styles.cardBody}>
        <span className={styles.name}>{review.shopName}</span>
        <span className={styles.meta}>
          {formatDay(review.visitDate)} · {review.productName}
        </span>
        <Stars rating={review.rating} />
        <p className={styles.text}>
          <LinkedText text={review.content} />
        </p>
        {review.photos.length ? <ReviewPhotos photos={review.photos} /> : null}
        {review.reply ? (
          <div className={styles.reply}>
            <span className={styles.replyLabel}>사장님 답글</span>
            <p className={styles.text}>
              <LinkedText text={review.reply} />
            </p>
          </div>
        ) : null}
        <span className={styles.meta}>
          {formatSeoulDate(review.createdAt)} 작성{review.updatedAt ? ' · 수정됨' : ''}
          {editable ? ` · ${formatSeoulDate(review.editableUntil)}까지 고칠 수 있어요` : ''}
        </span>
        <div className={styles.actions}>
          {editable ? (
            <Button variant="secondary" onClick={onEdit}>
              고치기
            </Button>
          ) : null}
          <Button variant="tertiary" loading={removing} onClick={() => setConfirming(true)}>
            지우기
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        text="리뷰를 지울까요?"
        subText="지운 리뷰는 되돌릴 수 없어요. 이 방문의 리뷰는 다시 쓸 수 있어요."
        confirmText="지우기"
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void once(() => {
            setConfirming(false);
            // mutateAsync: the card leaves the list once deleted, and the toast must still show.
            return remove.mutateAsync(review).then(
              () => {
                onDeleted();
                toast.success('리뷰를 지웠어요.');
              },
              (e: unknown) => toastError(e),
            );
          })
        }
      />
    </article>
  );
}
