// /consent: the forms of my shops, each with 서명 필요 / 서명 완료 / 다시 서명 필요.
import { Link, useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  LoginPrompt,
  QueryState,
  Skeleton,
  paths as app,
  useCurrentShop,
  useIsLoggedIn,
} from '@guardian/shared';
import { useConsentForms } from '../api/get-consent-forms';
import type { ConsentFormSummary } from '../api/types';
import { KIND_LABELS, STATE_LABELS, STATE_TONES } from '../lib/state';
import styles from './consent.module.css';

export function ConsentListScreen() {
  const loggedIn = useIsLoggedIn();
  return (
    // A tab page under the shell's bar (가디언, 채팅): its name heads the page, as on 일정, not a second bar.
    <div className={styles.page}>
      <h1 className={styles.heading}>동의서</h1>
      {loggedIn ? (
        <ConsentList />
      ) : (
        // A guest: what logging in brings here, and back to it after, as 예약 내역 and 앨범 say it (not the API's
        // refusal in a red alert, and no call that can only be refused).
        <LoginPrompt description="동의서를 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
      )}
    </div>
  );
}

function ConsentList() {
  const query = useConsentForms();
  const navigate = useNavigate();
  const linked = useCurrentShop() !== null;
  return (
    <QueryState
      query={query}
      errorFallback="동의서를 불러오지 못했어요."
      skeleton={
        <div className={styles.list} role="status" aria-busy="true" aria-label="동의서를 불러오는 중">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={112} radius={12} />
          ))}
        </div>
      }
      isEmpty={(forms) => forms.length === 0}
      // With a shop linked, none of its forms is the shop's doing (it has made none yet), not a link that failed:
      // nothing to do here but wait. With none, the way a shop's forms come: linking or booking one.
      empty={
        linked
          ? { title: '아직 서명할 동의서가 없어요', description: '매장이 동의서를 보내면 여기에 보여요.' }
          : {
              title: '서명할 동의서가 없어요',
              description: '매장을 연결하거나 예약하면 그 매장의 동의서가 여기에 보여요.',
              action: <Button onClick={() => navigate(app.onlineReservation)}>온라인 예약하기</Button>,
            }
      }
    >
      {(forms) => (
        <ul className={styles.list}>
          {forms.map((f) => (
            <li key={f.formSeq}>
              <ConsentCard form={f} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function targetsText(form: ConsentFormSummary) {
  if (!form.perPet) return `보호자 ${STATE_LABELS[form.targets[0]?.state ?? 'TO_SIGN']}`;
  if (form.targets.length === 0) return '반려동물을 등록하면 서명할 수 있어요';
  return form.targets.map((t) => `${t.petName} ${STATE_LABELS[t.state]}`).join(' · ');
}

function ConsentCard({ form }: { form: ConsentFormSummary }) {
  return (
    <Link to={`/consent/${form.formSeq}`} className={styles.card}>
      <div className={styles.cardTop}>
        <div>
          <span className={styles.meta}>
            {form.shopName} · {KIND_LABELS[form.kind]}
          </span>
          <h2 className={styles.title}>{form.title}</h2>
        </div>
        <Badge tone={STATE_TONES[form.state]}>{STATE_LABELS[form.state]}</Badge>
      </div>
      <span className={styles.targets}>{targetsText(form)}</span>
      {form.requiredForBooking ? (
        <span className={styles.required}>예약 확정 전에 꼭 서명해야 해요</span>
      ) : null}
    </Link>
  );
}
