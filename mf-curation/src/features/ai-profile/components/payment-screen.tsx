// /ai-profile/payment: what will be made and for how much, then the order and the payment window; once paid, the
// paid order (the success page steps back here over the window's pages, checkout-history.ts).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  PageHeader,
  QueryState,
  Skeleton,
  messageUnlessAlerted,
  formatAge,
  formatWon,
  requestPayment,
} from '@guardian/shared';
import { FormError, useOneAtATime } from '@guardian/shared/forms';
import { paths } from '../../../config/paths';
import { useCreateOrder } from '../api/create-order';
import { useProducts } from '../api/get-products';
import { checkoutMark } from '../lib/checkout-history';
import { MIN_PHOTOS, petErrors, readyPhotos, useDraft } from '../lib/draft';
import styles from './ai-profile.module.css';
import { PaidNotice, PaidOrderActions } from './paid-order';
import { Steps } from './steps';

/** The order just paid from here: said as done, with its progress and the order list as the ways on. */
function PaidOrder({ orderSeq }: { orderSeq: number }) {
  return (
    <>
      <PageHeader title={paths.aiProfileSuccess.title} back />
      <div className={styles.page}>
        <PaidNotice />
      </div>
      <div className={styles.bottom}>
        <PaidOrderActions orderSeq={orderSeq} withHistory />
      </div>
    </>
  );
}

export function PaymentScreen() {
  const draft = useDraft();
  return draft.paidOrderSeq != null ? <PaidOrder orderSeq={draft.paidOrderSeq} /> : <OrderPayment />;
}

function OrderPayment() {
  const products = useProducts();
  const draft = useDraft();
  const create = useCreateOrder();
  const [error, setError] = useState<string>();
  // From the tap until the page is left for the payment window: the order is created, then the window's code
  // loads (the Toss SDK over the network). A second tap in that time would create a second order.
  const [paying, once] = useOneAtATime();
  const photos = readyPhotos(draft.photos);
  const product = products.data?.find((p) => p.productSeq === draft.productSeq) ?? products.data?.[0];
  const petMissing = Object.keys(petErrors(draft.pet)).length > 0;
  const incomplete = petMissing || photos.length < MIN_PHOTOS;

  const pay = () =>
    once(async () => {
      if (!product) return;
      setError(undefined);
      try {
        const { order, payment } = await create.mutateAsync({
          productSeq: product.productSeq,
          petName: draft.pet.petName.trim(),
          species: draft.pet.species,
          breed: draft.pet.breed.trim(),
          ageYears: Number(draft.pet.ageYears),
          photoMediaSeqs: photos.map((p) => p.media.mediaSeq),
        });
        useDraft.getState().leaveForCheckout({ orderSeq: order.orderSeq, historyLength: checkoutMark() });
        await requestPayment(payment, {
          successUrl: `${paths.aiProfileSuccess.path}?orderSeq=${order.orderSeq}`,
          failUrl: `${paths.aiProfileFail.path}?orderSeq=${order.orderSeq}`,
        });
        // Resolved: the browser is on its way to the payment window; the button stays busy until then (or until
        // the page comes back from the browser's page cache, as it was left, to pay again).
        return 'leaving';
      } catch (e) {
        setError(
          messageUnlessAlerted(e, '결제를 시작하지 못했어요. 잠시 후 다시 시도해 주세요.') ?? undefined,
        );
      }
    });

  return (
    <>
      <PageHeader title={paths.aiProfilePayment.title} back />
      <div className={styles.page}>
        <Steps current={4} />
        {incomplete ? (
          <EmptyState
            title="주문 정보가 아직 다 채워지지 않았어요"
            description={`아이 정보와 확인을 마친 사진 ${MIN_PHOTOS}장 이상이 필요해요.`}
            action={
              // The first step still missing: the pet's info, else the photos (the info is kept).
              petMissing ? (
                <Link to={paths.aiProfileInputInfo.path} className={styles.muted}>
                  정보 입력하러 가기 ›
                </Link>
              ) : (
                <Link to={paths.aiProfileUploadImages.path} className={styles.muted}>
                  사진 올리러 가기 ›
                </Link>
              )
            }
          />
        ) : (
          <QueryState
            query={products}
            errorFallback="상품을 불러오지 못했어요."
            skeleton={
              <div role="status" aria-busy="true" aria-label="주문 내용을 불러오는 중">
                <Skeleton height={180} radius={16} />
              </div>
            }
          >
            {() =>
              product ? (
                <>
                  <dl className={styles.summary}>
                    <dt>상품</dt>
                    <dd>
                      AI 프로필 {product.name} ({product.pictureCount}장)
                    </dd>
                    <dt>아이</dt>
                    <dd>
                      {draft.pet.petName} · {draft.pet.breed} · {formatAge(Number(draft.pet.ageYears))}
                    </dd>
                    <dt>사진</dt>
                    <dd>{photos.length}장</dd>
                    <dt>결제 금액</dt>
                    <dd className={styles.total}>{formatWon(product.price)}</dd>
                  </dl>
                  <p className={styles.muted}>
                    결제 후 바로 만들기 시작해요. 사진에서 아이를 찾지 못하는 등 만들지 못하면 결제 금액
                    전액을 자동으로 환불해 드려요.
                  </p>
                  <FormError message={error} />
                </>
              ) : (
                <EmptyState
                  title="선택한 스타일 팩을 찾을 수 없어요"
                  description="처음 화면에서 다시 골라 주세요."
                />
              )
            }
          </QueryState>
        )}
      </div>
      {!incomplete && product ? (
        <div className={styles.bottom}>
          <Button loading={paying} onClick={() => void pay()}>
            {formatWon(product.price)} 결제하기
          </Button>
        </div>
      ) : null}
    </>
  );
}
