// /consent/{id}: read the form, choose the pet, sign on the pad, then the signed copy with its PDF.
import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  EmptyState,
  PageHeader,
  PetFormSheet,
  QueryState,
  Skeleton,
  dialog,
  errorMessage,
  isApiError,
  paths as app,
  queryKeys,
  toast,
  lazyWithRetry,
  routeId,
  useParamEntry,
} from '@guardian/shared';
import { Chip, FormError, LinkedText, useLeaveGuard, useOneAtATime } from '@guardian/shared/forms';
import { useConsentForm } from '../api/get-consent-form';
import { useSignConsent } from '../api/sign-consent';
import type { ConsentForm, ConsentTarget } from '../api/types';
import { KIND_LABELS, STATE_LABELS, STATE_TONES } from '../lib/state';
import { showsError } from '../../../lib/shows-error';
import { SignedCopy } from './signed-copy';
import styles from './consent.module.css';

const SignaturePad = lazyWithRetry(() => import('./signature-pad'));

export function ConsentDetailScreen() {
  const formSeq = routeId(useParams().id);
  const query = useConsentForm(formSeq ?? 0);
  const navigate = useNavigate();
  return (
    <>
      {/* The header's line cuts a long title short: the document names itself in full (its h1) once it is here. */}
      <PageHeader
        title={query.data?.title ?? '동의서'}
        back
        heading={query.data === undefined || showsError(query)}
      />
      <div className={styles.page}>
        {formSeq !== null ? (
          <QueryState
            query={query}
            errorFallback="동의서를 불러오지 못했어요."
            errorAction={{ label: '동의서 목록', onClick: () => navigate(app.consent) }}
            skeleton={
              <div
                className={styles.section}
                role="status"
                aria-busy="true"
                aria-label="동의서를 불러오는 중"
              >
                <Skeleton width={160} height={20} />
                <Skeleton height={240} radius={8} />
                <Skeleton height={180} radius={8} />
              </div>
            }
          >
            {(form) => <ConsentBody form={form} />}
          </QueryState>
        ) : (
          <EmptyState
            title="동의서를 찾을 수 없어요"
            description="동의서 목록에서 다시 골라 주세요."
            action={<Button onClick={() => navigate(app.consent)}>동의서 목록</Button>}
          />
        )}
      </div>
    </>
  );
}

const firstToSign = (targets: ConsentTarget[]) => targets.find((t) => t.state !== 'SIGNED') ?? targets[0];

function ConsentBody({ form }: { form: ConsentForm }) {
  const queryClient = useQueryClient();
  // No pet yet: 반려동물 등록하기 opens the pet form over this page (`?pet=new`, a history entry: back closes it; in the
  // address, so a login that left the site comes back to it open), and the pet saved there is the one to sign for,
  // here, rather than 마이페이지 and the way back to this form.
  const sheet = useParamEntry(['pet']);
  const [chosen, setChosen] = useState<number | null | undefined>(() => firstToSign(form.targets)?.petSeq);
  const target = form.targets.find((t) => t.petSeq === chosen) ?? firstToSign(form.targets);
  // Whether the shown pet's pad holds a signature not yet submitted (the panel says so as it changes).
  const [unsent, setUnsent] = useState(false);
  // The panel is rebuilt for each pet and the address stays the same, so the leave guard does not see a switch:
  // without asking here, another pet's chip threw the drawn signature away without a word.
  const choose = async (petSeq: number | null) => {
    if (petSeq === target?.petSeq) return;
    if (
      unsent &&
      !(await dialog.confirm({
        text: '서명을 제출하지 않고 다른 반려동물로 바꿀까요?',
        subText: '바꾸면 그린 서명이 사라져요.',
        confirmText: '바꾸기',
        cancelText: '계속 서명',
      }))
    )
      return;
    setChosen(petSeq);
  };
  return (
    <>
      <section className={styles.section}>
        <h1 className={styles.docTitle}>{form.title}</h1>
        <span className={styles.meta}>
          {form.shopName} · {KIND_LABELS[form.kind]} · 제{form.version}판
        </span>
        <div className={styles.body} tabIndex={0} role="region" aria-label="동의서 본문">
          <LinkedText text={form.body} />
        </div>
        {form.requiredForBooking ? (
          <p className={styles.notice}>이 매장은 이 동의서에 서명해야 예약을 확정해요.</p>
        ) : null}
      </section>
      {form.perPet ? (
        <section className={styles.section} aria-label="반려동물 선택">
          <h2 className={styles.sectionTitle}>어느 아이의 동의서인가요?</h2>
          {form.targets.length === 0 ? (
            <EmptyState
              title="등록된 반려동물이 없어요"
              description="반려동물을 등록하면 이 화면에서 바로 서명할 수 있어요."
              action={<Button onClick={() => sheet.open({ pet: 'new' })}>반려동물 등록하기</Button>}
            />
          ) : (
            <div className={styles.chips}>
              {form.targets.map((t) => (
                // One line at any width and text size: a long name is cut short (in full in the panel's heading
                // below and to a screen reader), the state after it is always read.
                <Chip
                  key={t.petSeq}
                  className={styles.petChip}
                  selected={t.petSeq === target?.petSeq}
                  onClick={() => void choose(t.petSeq)}
                >
                  <span className={styles.petChipName}>{t.petName}</span>{' '}
                  <span className={styles.petChipState}>· {STATE_LABELS[t.state]}</span>
                </Chip>
              ))}
            </div>
          )}
        </section>
      ) : null}
      {target ? (
        <TargetPanel key={target.petSeq ?? 'owner'} form={form} target={target} onUnsent={setUnsent} />
      ) : null}
      {form.perPet ? (
        <PetFormSheet
          open={sheet.params.get('pet') === 'new'}
          onClose={sheet.close}
          onSaved={(pet) => {
            setChosen(pet.petSeq);
            // The form's targets are my pets: asked again, the new one is there to sign for (and in the list).
            void queryClient.invalidateQueries({ queryKey: queryKeys.consents.all });
            sheet.close();
          }}
        />
      ) : null}
    </>
  );
}

function TargetPanel({
  form,
  target,
  onUnsent,
}: {
  form: ConsentForm;
  target: ConsentTarget;
  onUnsent: (unsent: boolean) => void;
}) {
  const [signature, setSignature] = useState<string | null>(null);
  // The shop changed the text while it was being read (the sign was refused and the form reloaded): what is on the
  // pad was drawn for the old text. The pad starts empty for the new one, so it is read and signed afresh.
  const [padVersion, setPadVersion] = useState(form.version);
  if (padVersion !== form.version) {
    setPadVersion(form.version);
    setSignature(null);
  }
  const sign = useSignConsent();
  // One signature per tap (useOneAtATime: a double tap comes before the busy state): otherwise
  // the refusal of the second (이미 서명했어요) is all the screen says of it.
  const [signing, once] = useOneAtATime();
  // A signature on the pad not yet sent is not thrown away by 뒤로, a tab or a link without a question. Once signed
  // the panel shows the signed copy (the form reloads before the sign resolves): nothing is left to lose.
  const unsent = signature !== null && target.state !== 'SIGNED';
  useEffect(() => {
    onUnsent(unsent);
    return () => onUnsent(false);
  }, [unsent, onUnsent]);
  const { dialog: askToLeave } = useLeaveGuard(unsent, {
    text: '서명을 제출하지 않고 나갈까요?',
    subText: '나가면 그린 서명이 사라져요.',
    stayText: '계속 서명',
  });
  // Asked while the sign was on its way, the question stays up over the signed copy until answered.
  if (target.state === 'SIGNED' && target.signatureSeq != null)
    return (
      <>
        <SignedCopy signatureSeq={target.signatureSeq} current />
        {askToLeave}
      </>
    );
  const submit = () => {
    if (!signature) return;
    void once(async () => {
      try {
        await sign.mutateAsync({
          formSeq: form.formSeq,
          petSeq: target.petSeq,
          version: form.version,
          signature,
        });
        toast.success('서명했어요. 서명본을 내려받을 수 있어요.');
      } catch (e) {
        // Signed already (elsewhere): the form reloads to its signed copy; say why the pad went away.
        if (isApiError(e) && e.resultCode === 'CONSENT_ALREADY_SIGNED') toast.success(errorMessage(e));
      }
    });
  };
  const changed = isApiError(sign.error) && sign.error.resultCode === 'CONSENT_VERSION_CHANGED';
  return (
    <section className={styles.section} aria-label="서명">
      <div className={styles.cardTop}>
        <h2 className={styles.sectionTitle}>
          {target.petName ? `${target.petName}의 보호자 서명` : '보호자 서명'}
        </h2>
        <Badge tone={STATE_TONES[target.state]}>{STATE_LABELS[target.state]}</Badge>
      </div>
      {target.state === 'RESIGN' ? (
        <p className={styles.notice}>
          제{target.signedVersion}판에 서명한 뒤 매장이 내용을 고쳤어요. 바뀐 제{form.version}판을 읽고 다시
          서명해 주세요.
        </p>
      ) : null}
      <Suspense fallback={<Skeleton height={228} radius={8} />}>
        <SignaturePad key={form.version} onChange={setSignature} disabled={sign.isPending} />
      </Suspense>
      <FormError message={sign.error ? errorMessage(sign.error) : null} boxed={changed} />
      <Button onClick={submit} disabled={!signature} loading={signing}>
        동의하고 서명 제출
      </Button>
      {target.state === 'RESIGN' && target.signatureSeq != null ? (
        <SignedCopy signatureSeq={target.signatureSeq} current={false} />
      ) : null}
      {askToLeave}
    </section>
  );
}
