// /chatting/prepare?shopId=: before talking with a shop. Whether it answers now (its out-of-hours message
// otherwise), the pets the question is about and the shop's inquiry form; the form becomes the room's
// first message (POST /v2/chatting/cs/input-info) and the room opens. What is filled in is kept on the device as it
// changes (prepare-draft.ts), so a reload or back and forward lose none of it; refused because the session had ended,
// §8's alert speaks (a save like the others) and the form waits for the login and back.
// What is asked is the shop's form alone (the API checks the same): a pet only when it asks for one, and then someone
// with none registers it here, in the pet sheet over this page (?pet=new), and it is chosen; what was filled in stays.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState, PageHeader, QueryState, routeId } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { usePrepare } from '../api/get-prepare';
import { PrepareForm } from './prepare-form';
import { PrepareSkeleton } from './prepare-skeleton';
import styles from './prepare.module.css';

export function PrepareScreen() {
  const [params] = useSearchParams();
  // Null when the address names no shop: ?shopId=0x10 is not shop 16, and nothing is asked.
  const shopId = routeId(params.get('shopId'));
  const navigate = useNavigate();
  const prepare = usePrepare(shopId ?? 0);
  if (shopId === null) {
    return (
      <div className={styles.page}>
        <PageHeader title={paths.prepare.title} back />
        <ErrorState
          message="어느 매장에 문의할지 알 수 없어요."
          action={{ label: '채팅 목록으로', onClick: () => navigate(paths.rooms.path) }}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader title={paths.prepare.title} back />
      <QueryState
        query={prepare}
        skeleton={<PrepareSkeleton />}
        errorFallback="상담 정보를 불러오지 못했어요."
        // A shop that is not there (404: a link to a shop gone since) left only the header's back.
        errorAction={{ label: '채팅 목록으로', onClick: () => navigate(paths.rooms.path) }}
      >
        {/* A form of its own for each shop: another shop's opened here does not start with this one's choices, and
            what is kept of it (prepare-draft.ts) stays this shop's. */}
        {(data) => <PrepareForm key={data.shopId} prepare={data} />}
      </QueryState>
    </div>
  );
}
