// /ai-profile/{id} and /ai-profile/detail?orderSeq=: the job's progress (polled every 2 s), then the pictures.
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Badge,
  ImageViewer,
  LoginPrompt,
  PageHeader,
  QueryState,
  Skeleton,
  formatInstant,
  formatWon,
  routeId,
  useIsLoggedIn,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import type { AiOrder } from '../api/types';
import { STATUS_LABEL } from '../lib/labels';
import styles from './ai-profile.module.css';
import { ResultPicture } from './result-picture';
import { GoButton } from './go-button';

/**
 * The order `/ai-profile/:id` or `?orderSeq=` names (0 and not asked for when it names none), what to say then,
 * and the way on from an order that cannot be shown (a wrong number, another owner's, gone): the order list.
 */
export function useAddressedOrder() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderSeq = routeId(id ?? params.get('orderSeq')) ?? 0;
  return {
    orderSeq,
    order: useOrder(orderSeq),
    notFound: orderSeq === 0 ? '주문 번호가 올바르지 않아요. 주문 내역에서 다시 열어 주세요.' : undefined,
    toHistory: { label: '주문 내역 보기', onClick: () => navigate(paths.aiProfileHistory.path) },
  };
}

/** An order is the owner's own: a guest (a link from a push, a shared address) is asked to log in first. */
export const ORDER_LOGIN = '로그인하면 주문한 AI 프로필을 볼 수 있어요. 로그인 후 이 화면으로 돌아와요.';

export function DetailScreen() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <PageHeader title={paths.aiProfileById.title} back />
      <div className={styles.page}>{loggedIn ? <Detail /> : <LoginPrompt description={ORDER_LOGIN} />}</div>
    </>
  );
}

function Detail() {
  const { order, notFound, toHistory } = useAddressedOrder();
  return (
    <QueryState
      notFound={notFound}
      query={order}
      errorFallback="주문을 불러오지 못했어요."
      errorAction={toHistory}
      skeleton={
        <div className={styles.form} role="status" aria-busy="true" aria-label="주문을 불러오는 중">
          <Skeleton height={24} width={160} />
          <Skeleton height={120} radius={16} />
        </div>
      }
    >
      {(data) => <OrderView order={data} />}
    </QueryState>
  );
}

function OrderView({ order }: { order: AiOrder }) {
  const status = STATUS_LABEL[order.status];
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <div className={styles.hero}>
        <Badge tone={status.tone}>{status.label}</Badge>
        <h2 className={styles.title}>
          {order.petName}의 {order.product.name}
        </h2>
        <p className={styles.muted}>
          {formatInstant(order.createdAt)} 주문 · {formatWon(order.amount)}
        </p>
      </div>

      {order.status === 'PENDING_PAYMENT' ? (
        <section className={styles.notice}>
          <p>아직 결제가 끝나지 않은 주문이에요. 새로 주문하려면 처음부터 다시 시작해 주세요.</p>
          <GoButton to={paths.aiProfile.path} variant="secondary">
            처음부터 다시 만들기
          </GoButton>
        </section>
      ) : null}

      {order.status === 'PAID' || order.status === 'GENERATING' ? (
        <section className={styles.progress} aria-live="polite">
          <strong>{order.job?.step ?? '순서를 기다리고 있어요'}</strong>
          <div
            className={styles.bar}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={order.job?.progress ?? 0}
            aria-label="만드는 중"
          >
            <div className={styles.barFill} style={{ width: `${order.job?.progress ?? 0}%` }} />
          </div>
          <span className={styles.muted}>
            {order.job?.progress ?? 0}% · 사진 한 장에 10초 안팎 걸려요. 이 화면을 닫아도 계속 만들어요.
          </span>
        </section>
      ) : null}

      {order.status === 'FAILED' || order.status === 'REFUNDED' ? (
        <section className={styles.notice} role="alert">
          <strong>{order.failureReason ?? '프로필을 만들지 못했어요.'}</strong>
          <p className={styles.muted}>
            {order.status === 'REFUNDED'
              ? `결제 금액 ${formatWon(order.amount)}을 전액 환불했어요.`
              : '결제 금액은 곧 자동으로 환불돼요.'}
          </p>
          <GoButton to={paths.aiProfile.path} variant="secondary">
            다른 사진으로 다시 만들기
          </GoButton>
        </section>
      ) : null}

      {order.status === 'DONE' ? (
        <>
          <ul className={styles.grid} aria-label="완성된 사진">
            {order.results.map((r, i) => (
              <li key={r.resultSeq} className={styles.tile}>
                <button type="button" className={styles.resultButton} onClick={() => setViewing(i)}>
                  <ResultPicture result={r} />
                </button>
                <span className={styles.caption}>{r.styleName}</span>
              </li>
            ))}
          </ul>
          {viewing !== null ? (
            <ImageViewer
              images={order.results.map((r) => ({
                src: r.url,
                srcSet: r.srcSet,
                alt: `${r.styleName} 프로필 사진`,
              }))}
              startIndex={viewing}
              onClose={() => setViewing(null)}
            />
          ) : null}
          <GoButton to={`${paths.aiProfileCompleteDownload.path}?orderSeq=${order.orderSeq}`}>
            사진 저장하기
          </GoButton>
        </>
      ) : null}
    </>
  );
}
