// /chatting/prepare?shopId=: before talking with a shop. Whether it answers now (its out-of-hours message
// otherwise), the pets the question is about and the shop's inquiry form; the form becomes the room's
// first message (POST /v2/chatting/cs/input-info) and the room opens. Refused because the session had ended, §8's
// alert speaks (a save like the others) and what was filled in waits for the login and back (prepare-draft.ts).
// What is asked is the shop's form alone (the API checks the same): a pet only when it asks for one, and then someone
// with none registers it here, in the pet sheet over this page (?pet=new), and it is chosen; what was filled in stays.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  PageHeader,
  PetFormSheet,
  QueryState,
  Skeleton,
  isApiError,
  messageUnlessAlerted,
  queryKeys,
  routeId,
  seoulToday,
  useParamEntry,
  wasAlerted,
  type Pet,
} from '@guardian/shared';
import {
  Chip,
  TextField,
  enterMovesOn,
  newClientId,
  phoneDigits,
  phoneText,
  useOneAtATime,
} from '@guardian/shared/forms';
import { paths, roomHref } from '../../../config/paths';
import { useChatPets } from '../api/get-chat-pets';
import { usePrepare, type Prepare } from '../api/get-prepare';
import { sendInputInfo } from '../api/send-input-info';
import { keepPrepareDraft, readPrepareDraft, type PrepareDraft } from '../lib/prepare-draft';
import {
  DAYS_AHEAD,
  focusFirstInvalid,
  lastWishDay,
  phoneShown,
  type FieldErrors,
} from '../lib/prepare-fields';
import { PetChips } from './pet-chips';
import { PrepareShop } from './prepare-shop';
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
        {(data) => <PrepareForm prepare={data} />}
      </QueryState>
    </div>
  );
}

function PrepareForm({ prepare }: { prepare: Prepare }) {
  const { form } = prepare;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pets = useChatPets();
  const [clientId] = useState(newClientId);
  // 반려동물 등록하기: the pet sheet over this page, a history entry of its own (the phone's back closes it, not
  // the form). While it is open the form is kept as a draft too: a session that ends under the sheet sends the page
  // to the login, and back here, the sheet open again, the form is as it was (the sheet keeps its own, pet-draft.ts).
  // Closed, none is left. `?pet=new` beside the shop asked (`?shopId=3&pet=new`): in the address, as the login comes
  // back to the address alone.
  const sheet = useParamEntry(['pet']);
  const adding = sheet.params.get('pet') === 'new';
  const wasAdding = useRef(adding);
  // What was filled in here before the session ended under it: taken once, the form holds it from here (kept on
  // while the sheet it was kept for is open again over the form).
  const [kept] = useState(() => readPrepareDraft(prepare.shopId));
  useEffect(() => {
    if (!wasAdding.current) keepPrepareDraft(prepare.shopId, null);
  }, [prepare.shopId]);
  const [type, setType] = useState<string | null>(() =>
    kept?.type && form.types.includes(kept.type) ? kept.type : null,
  );
  const [petSeqs, setPetSeqs] = useState<number[]>(kept?.petSeqs ?? []);
  // Someone with one pet asks about that pet: it is chosen as the pets come (a tap takes it off). Not over a form
  // kept from before the login, which says what was chosen.
  const [petsSeen, setPetsSeen] = useState(!!kept);
  if (!petsSeen && pets.data) {
    setPetsSeen(true);
    if (form.askPet && pets.data.length === 1) setPetSeqs([pets.data[0]!.petSeq]);
  }
  const [date, setDate] = useState(kept?.date ?? '');
  const [name, setName] = useState(kept?.name ?? prepare.userData.name);
  // Shown as phones write it (010-1234-5678); the digits are what is sent (phoneDigits).
  const [phone, setPhone] = useState(kept?.phone ?? phoneText(prepare.userData.phoneNumber));
  const [answers, setAnswers] = useState<string[]>(() =>
    form.etcQuestions.map((question) => kept?.answers[question] ?? ''),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: sendInputInfo });
  // One send at a time: a double tap on 상담 시작하기 sent the form twice (`send.isPending` reaches the button a tick
  // after the tap, too late to stop the second one).
  const [sending, once] = useOneAtATime();
  // Left (뒤로) while the form was on its way: the room it opened is in 채팅 목록, and the page now shown stays.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  const draftNow = (): PrepareDraft => ({
    type,
    petSeqs,
    date,
    name,
    phone,
    answers: Object.fromEntries(form.etcQuestions.map((q, i) => [q, answers[i] ?? ''])),
  });
  const openAdding = () => {
    keepPrepareDraft(prepare.shopId, draftNow());
    sheet.open({ pet: 'new' });
  };
  useEffect(() => {
    if (wasAdding.current && !adding) keepPrepareDraft(prepare.shopId, null);
    wasAdding.current = adding;
  }, [adding, prepare.shopId]);
  /** The pet just registered: in the list at once (asked again behind it) and chosen. */
  const registered = (pet: Pet) => {
    queryClient.setQueryData<Pet[]>(queryKeys.chatting.pets(), (list) => [
      ...(list ?? []).filter((p) => p.petSeq !== pet.petSeq),
      pet,
    ]);
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.pets() });
    setPetSeqs((all) => (all.includes(pet.petSeq) ? all : [...all, pet.petSeq]));
    answered('petSeqs');
    sheet.close();
  };
  const formRef = useRef<HTMLFormElement>(null);
  // A chip group's message describes the group and each of its chips (the one a refused send focuses says why).
  const typeErrorId = useId();
  const petsErrorId = useId();
  const typeDescribedBy = errors.type ? typeErrorId : undefined;
  const petsDescribedBy = errors.petSeqs ? petsErrorId : undefined;
  // Set by a send that was refused (here or by the API): once its messages show, the first field they name is
  // focused. Only then: a message going as its field is answered moves nothing.
  const focusRefused = useRef(false);
  useEffect(() => {
    if (!focusRefused.current) return;
    focusRefused.current = false;
    focusFirstInvalid(formRef.current, errors);
  }, [errors]);

  /** A field's message goes once it is answered: kept, it asked for what was already chosen. */
  const answered = (field: keyof FieldErrors) => setErrors((e) => ({ ...e, [field]: undefined }));

  const check = (): FieldErrors => {
    const e: FieldErrors = {};
    if (form.types.length && !type) e.type = '상담 종류를 골라주세요.';
    if (form.askPet && petSeqs.length === 0)
      e.petSeqs =
        pets.data?.length === 0 ? '상담할 반려동물을 등록해주세요.' : '상담할 반려동물을 골라주세요.';
    if (form.askDate && !date) e.date = '희망 날짜를 골라주세요.';
    // A browser that lets the day be typed (past min/max): said here, as the API would say it.
    else if (form.askDate && date < seoulToday()) e.date = '지난 날짜는 고를 수 없어요.';
    else if (form.askDate && date > lastWishDay(seoulToday())) e.date = `${DAYS_AHEAD}일 이내로 골라주세요.`;
    if (form.askUser && !name.trim()) e.name = '이름을 입력해주세요.';
    // Typed with dashes or spaces, or autofilled with the country code (+82 10-…): the digits the API takes.
    if (form.askUser && !/^01\d{8,9}$/.test(phoneDigits(phone)))
      e.phoneNumber = '휴대폰 번호를 확인해주세요.';
    return e;
  };

  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    void once(start);
  };
  const start = async () => {
    const e = check();
    focusRefused.current = Object.keys(e).length > 0;
    setErrors(e);
    setFormError(null);
    if (focusRefused.current) return;
    try {
      const { chattingRoomId } = await send.mutateAsync({
        shopId: prepare.shopId,
        clientId,
        ...(type ? { type } : {}),
        ...(form.askDate && date ? { date } : {}),
        petSeqs,
        ...(form.askUser ? { userData: { name: name.trim(), phoneNumber: phoneDigits(phone) } } : {}),
        etcData: form.etcQuestions.map((question, i) => ({ question, answer: answers[i] ?? '' })),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.rooms() });
      if (!left.current) navigate(roomHref(chattingRoomId), { replace: true });
    } catch (err) {
      // §8's alert has said the session ended, and 로그인하기 leaves the page: the form waits for the way back.
      if (wasAlerted(err)) keepPrepareDraft(prepare.shopId, draftNow());
      const fields = isApiError(err) ? (err.fields ?? []) : [];
      if (fields.length) {
        focusRefused.current = true;
        // userData.phoneNumber is said under 연락처 (it was under 보호자 이름, with userData's).
        const key = (field: string) => field.replace(/^userData\./, '').split('.')[0];
        setErrors(Object.fromEntries(fields.map((f) => [key(f.field), f.message])) as FieldErrors);
      }
      setFormError(messageUnlessAlerted(err));
    }
  };

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} onKeyDown={enterMovesOn} noValidate>
        <PrepareShop prepare={prepare} />
        {prepare.chattingRoomId && (
          <div className={styles.existing}>
            <span>이 매장과 나눈 대화가 있어요.</span>
            <Link to={roomHref(prepare.chattingRoomId)} className={styles.continue}>
              대화 이어가기
            </Link>
          </div>
        )}

        {form.types.length > 0 && (
          <fieldset className={styles.field} data-field="type" aria-describedby={typeDescribedBy}>
            <legend>상담 종류</legend>
            <div className={styles.chips}>
              {form.types.map((t) => (
                <Chip
                  key={t}
                  selected={type === t}
                  aria-pressed={type === t}
                  aria-describedby={typeDescribedBy}
                  onClick={() => {
                    setType(t);
                    answered('type');
                  }}
                >
                  {t}
                </Chip>
              ))}
            </div>
            {errors.type && (
              <p id={typeErrorId} className={styles.error}>
                {errors.type}
              </p>
            )}
          </fieldset>
        )}

        {form.askPet && (
          <fieldset className={styles.field} data-field="petSeqs" aria-describedby={petsDescribedBy}>
            <legend>반려동물</legend>
            <PetChips
              pets={pets}
              chosen={petSeqs}
              onToggle={(petSeq) => {
                setPetSeqs((all) =>
                  all.includes(petSeq) ? all.filter((s) => s !== petSeq) : [...all, petSeq],
                );
                answered('petSeqs');
              }}
              onAdd={openAdding}
              describedBy={petsDescribedBy}
            />
            {errors.petSeqs && (
              <p id={petsErrorId} className={styles.error}>
                {errors.petSeqs}
              </p>
            )}
          </fieldset>
        )}

        {form.askDate && (
          <div className={styles.field}>
            <TextField
              label="희망 날짜"
              type="date"
              data-field="date"
              min={seoulToday()}
              max={lastWishDay(seoulToday())}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                answered('date');
              }}
              error={errors.date}
            />
          </div>
        )}

        {form.askUser && (
          <div className={styles.field}>
            <TextField
              label="보호자 이름"
              data-field="name"
              autoComplete="name"
              enterKeyHint="next"
              value={name}
              maxLength={20}
              onChange={(e) => {
                setName(e.target.value);
                answered('name');
              }}
              error={errors.name ?? errors.userData}
            />
            <TextField
              label="연락처"
              data-field="phoneNumber"
              type="tel"
              autoComplete="tel"
              enterKeyHint={form.etcQuestions.length ? 'next' : 'done'}
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                answered('phoneNumber');
              }}
              // Typed or autofilled any way (01012345678, +82 10 …), written as phones write it once left.
              onBlur={() => setPhone(phoneShown)}
              error={errors.phoneNumber}
            />
          </div>
        )}

        {form.etcQuestions.map((q, i) => (
          <label key={q} className={styles.field}>
            <span className={styles.label}>{q}</span>
            <textarea
              className={styles.textarea}
              value={answers[i]}
              maxLength={500}
              onChange={(e) => setAnswers((all) => all.map((a, j) => (j === i ? e.target.value : a)))}
            />
          </label>
        ))}

        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.submit}>
          <Button type="submit" fullWidth loading={sending}>
            상담 시작하기
          </Button>
        </div>
      </form>
      {/* Beside the form, not in it: the sheet's own form (a portal) would bubble its submit and Enter into this one. */}
      {form.askPet && <PetFormSheet open={adding} onClose={sheet.close} onSaved={registered} />}
    </>
  );
}

function PrepareSkeleton() {
  return (
    <div className={styles.form} role="status" aria-busy="true" aria-label="상담 정보를 불러오는 중">
      <Skeleton height={72} radius={16} />
      <Skeleton width={160} height={20} />
      <Skeleton height={44} radius={22} />
      <Skeleton width={160} height={20} />
      <Skeleton height={44} radius={22} />
    </div>
  );
}
