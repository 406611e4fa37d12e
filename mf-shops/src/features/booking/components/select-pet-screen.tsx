// /online-reservation/:id/select-pet: choose one or more of my pets for the chosen product.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  LoginPrompt,
  PageHeader,
  PetFormSheet,
  paths as app,
  routeId,
  useIsLoggedIn,
  type Pet,
  useParamEntry,
} from '@guardian/shared';
import { FormError } from '@guardian/shared/forms';
import { usePets } from '../api/get-pets';
import { useProduct } from '../api/get-product';
import { useFinishedStep } from '../lib/finished-steps';
import { flowHref, useFlowState, type FlowState } from '../lib/flow';
import { objectParticle } from '../lib/format';
import { memoKey, rememberChoices, rememberedChoices } from '../lib/memo-store';
import { offeredFor } from '../lib/price-band';
import { ListSkeleton } from './list-skeleton';
import { showsError } from '../../../lib/shows-error';
import { PetOption } from './pet-option';
import { ShopNotFound } from './shop-not-found';
import styles from './booking.module.css';

const MAX_PETS = 5;

export function SelectPetScreen() {
  const shopId = routeId(useParams().id);
  const loggedIn = useIsLoggedIn();
  const [flow, setFlow] = useFlowState();
  const productSeq = flow.product;
  // Back here from 예약 요청 완료 (this booking was made): on to the product, not to its pets still ticked.
  const finished = useFinishedStep(
    shopId !== null && productSeq !== null ? memoKey(shopId, productSeq) : null,
    shopId === null
      ? app.onlineReservation
      : productSeq === null
        ? flowHref.shop(shopId)
        : flowHref.product(shopId, productSeq),
  );
  return (
    <>
      <PageHeader title="반려동물 선택" back />
      {finished ? null : shopId === null ? (
        <ShopNotFound />
      ) : !loggedIn ? (
        <LoginPrompt description="예약하려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
      ) : productSeq === null ? (
        <NoProduct shopId={shopId} />
      ) : (
        <SelectPets
          shopId={shopId}
          productSeq={productSeq}
          flow={flow}
          selected={flow.pets}
          onChange={(pets, atTap) => {
            setFlow({ pets }, { atTap });
            // Remembered for the product page's 예약하기 too (back there and on again).
            rememberChoices(memoKey(shopId, productSeq), { pets });
          }}
        />
      )}
    </>
  );
}

function NoProduct({ shopId }: { shopId: number }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="예약할 상품을 먼저 골라 주세요"
      action={<Button onClick={() => navigate(flowHref.shop(shopId))}>상품 보러 가기</Button>}
    />
  );
}

interface SelectPetsProps {
  shopId: number;
  productSeq: number;
  /** The rest of the booking (day, time, pass) when sent back here to choose again: kept for the next step. */
  flow: FlowState;
  selected: number[];
  /** `atTap`: from a tap on a pet's checkbox (see SetFlow). */
  onChange: (pets: number[], atTap: boolean) => void;
}

function SelectPets({ shopId, productSeq, flow, selected, onChange }: SelectPetsProps) {
  const navigate = useNavigate();
  const pets = usePets();
  const product = useProduct(shopId, productSeq);
  // Why the request form sent the owner back here (every chosen pet was deleted on another phone).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [error, setError] = useState<string | null>(typeof notice === 'string' ? notice : null);
  // 반려동물 추가 is a history entry of its own (`?pet=new` beside the booking's params), so the phone's back closes
  // the form instead of leaving the booking for the product page with what was typed; in the address, so a login
  // that left the site (Kakao, Apple) after the session ended under it comes back to it open.
  const sheet = useParamEntry(['pet']);
  const adding = sheet.params.get('pet') === 'new';
  const openAdding = () => sheet.open({ pet: 'new' });
  const closeAdding = sheet.close;
  // A pet added there is chosen once back on the page below (choosing replaces the page's entry: not the form's).
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (adding || added.current === null) return;
    const petSeq = added.current;
    added.current = null;
    if (selected.includes(petSeq)) return;
    // Chosen now: a "choose a pet" message from an earlier 다음 no longer holds.
    setError(null);
    onChange([...selected, petSeq], false);
  }, [adding, selected, onChange]);

  // The chosen pets still in the list: one deleted on another phone (or an old link's) is neither counted nor sent.
  const valid = selected.filter((s) => pets.data?.some((p) => p.petSeq === s));
  const toggle = (pet: Pet) => {
    setError(null);
    if (selected.includes(pet.petSeq))
      onChange(
        valid.filter((s) => s !== pet.petSeq),
        true,
      );
    else if (valid.length >= MAX_PETS) setError(`한 번에 ${MAX_PETS}마리까지 예약할 수 있어요.`);
    else onChange([...valid, pet.petSeq], true);
  };

  const next = () => {
    if (valid.length === 0) {
      setError('반려동물을 한 마리 이상 선택해 주세요.');
      return;
    }
    // Back here from the request form (its back, the phone's), the day, time and pass chosen there since go on too.
    navigate(
      flowHref.request(shopId, {
        ...flow,
        ...rememberedChoices(memoKey(shopId, productSeq)),
        product: productSeq,
        pets: valid,
      }),
    );
  };

  // A refetch that only failed on the way (back from the next step, on a bad connection) keeps the pets shown.
  if (showsError(pets) || showsError(product)) {
    const failed = showsError(pets) ? pets : product;
    // A product the shop has taken down since it was chosen (back, a reload, an old link) is not found: the way
    // on is the shop's other products, as on the product page.
    return (
      <ErrorState
        error={failed.error}
        onRetry={() => void failed.refetch()}
        action={
          showsError(product)
            ? { label: '다른 상품 보기', onClick: () => navigate(flowHref.shop(shopId)) }
            : undefined
        }
      />
    );
  }
  if (!pets.data || !product.data)
    return (
      <div className={styles.page}>
        <ListSkeleton rows={2} height={72} />
      </div>
    );

  return (
    <>
      <div className={styles.page}>
        <p className={styles.text}>
          <strong>{product.data.name}</strong>
          {objectParticle(product.data.name)} 받을 반려동물을 골라 주세요.
        </p>
        {pets.data.length === 0 ? (
          // A first booking: registering the pet is the one step, right here; saved, it is chosen and 다음 appears.
          <EmptyState
            title="예약할 반려동물을 등록해 주세요"
            description="등록하면 바로 골라서 예약을 이어갈 수 있어요."
            action={<Button onClick={openAdding}>반려동물 등록하기</Button>}
          />
        ) : (
          <>
            <ul className={styles.list}>
              {pets.data.map((pet) => (
                <li key={pet.petSeq}>
                  <PetOption
                    pet={pet}
                    checked={selected.includes(pet.petSeq)}
                    offered={offeredFor(product.data, pet)}
                    onToggle={() => toggle(pet)}
                  />
                </li>
              ))}
            </ul>
            <Button variant="secondary" onClick={openAdding}>
              반려동물 추가
            </Button>
          </>
        )}
        <FormError message={error} boxed />
      </div>
      {pets.data.length > 0 && (
        <div className={styles.footer}>
          <Button onClick={next}>{valid.length > 0 ? `${valid.length}마리 선택 · 다음` : '다음'}</Button>
        </div>
      )}
      <PetFormSheet
        open={adding}
        onClose={closeAdding}
        onSaved={(pet) => {
          if (offeredFor(product.data, pet) && selected.length < MAX_PETS) added.current = pet.petSeq;
          closeAdding();
        }}
      />
    </>
  );
}
