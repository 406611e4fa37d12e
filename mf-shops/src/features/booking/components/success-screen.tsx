// /online-reservation/success?id=: the request is in; it stays 요청 until the shop confirms (and, when the shop
// requires a consent form, until the owner signs it).
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  PageHeader,
  Skeleton,
  formatInstant,
  formatWon,
  paths as app,
  routeId,
} from '@guardian/shared';
import { AccountText } from '../../../components/account-text';
import { useReservation } from '../api/get-reservation';
import { visitWhen } from '../../../lib/visit-when';
import { ConsentNeeded, useConsentNeeded } from './consent-needed';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';
import own from './result-screen.module.css';

export function SuccessScreen() {
  const id = routeId(useSearchParams()[0].get('id'));
  const navigate = useNavigate();
  if (id !== null) return <RequestSent id={id} />;
  // Opened without a reservation (an old or hand-typed link): nothing to ask the API about.
  return (
    <>
      <PageHeader title="예약 요청" back={() => navigate(app.reservation, { replace: true })} />
      <ErrorState message="어떤 예약 요청인지 알 수 없어요. 예약 내역에서 확인해 주세요." />
      <div className={styles.footer}>
        <Button onClick={() => navigate(app.reservation, { replace: true })}>예약 내역 보기</Button>
      </div>
    </>
  );
}

function RequestSent({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useReservation(id);
  // The form the shop waits on comes with the visit, not under it a moment later (pushing 예약금 안내 down).
  const consent = useConsentNeeded(query.data);
  return (
    <>
      <PageHeader title="예약 요청 완료" back={() => navigate(app.reservation, { replace: true })} />
      <div className={styles.page}>
        <div className={own.hero}>
          <span className={own.icon} aria-hidden="true">
            ✓
          </span>
          <h2 className={styles.sectionTitle}>예약을 요청했어요</h2>
          <p className={styles.text}>매장에서 확인하면 ‘확정’으로 바뀌고 알림으로 알려 드려요.</p>
        </div>
        {query.isPending || consent.reading ? (
          <Skeleton height={120} radius={16} />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <div className={styles.card}>
            <div className={styles.cardBody}>
              <StatusBadge reservation={query.data} />
              <span className={styles.name}>{query.data.shop.name}</span>
              <span className={styles.text}>{query.data.product.name}</span>
              <span className={styles.meta}>{visitWhen(query.data)}</span>
              <span className={styles.meta}>
                {query.data.pets.map((p) => p.name).join(', ')} · {formatWon(query.data.totalPrice)}
              </span>
            </div>
          </div>
        )}
        <ConsentNeeded forms={consent.forms} />
        {!consent.reading && query.data?.deposit && !query.data.deposit.paid ? (
          <section className={styles.notice} aria-label="예약금 안내">
            <p>
              예약금 <strong>{formatWon(query.data.deposit.amount)}</strong>을{' '}
              {formatInstant(query.data.deposit.dueAt)}까지 보내 주세요.
            </p>
            {query.data.deposit.account ? (
              <p>
                입금 계좌: <AccountText account={query.data.deposit.account} />
              </p>
            ) : null}
            <p>입금이 확인되면 매장에서 예약을 확정해요.</p>
            <Link className={styles.inlineLink} to={app.deposit(id)}>
              예약금 온라인으로 결제하기
            </Link>
          </section>
        ) : null}
      </div>
      <div className={styles.footer}>
        <Button onClick={() => navigate(`${app.reservation}/detail?id=${id}`, { replace: true })}>
          예약 내역 보기
        </Button>
      </div>
    </>
  );
}
