// 상담 준비's form: what is chosen and typed (kept on the device as it changes and brought back when the form opens
// again, prepare-draft.ts: a reload, back and forward, a login lose none of it), what is missing, the pet sheet
// (?pet=new) that registers a pet and chooses it, and the send that opens the room.
// The shop may change its form while it is filled in (상담 종류 taken away, 보호자 이름/연락처 asked for): the API refuses
// the send (CHAT_INQUIRY_INCOMPLETE), the form is read again and drawn anew with what was typed that still fits it.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isApiError,
  messageUnlessAlerted,
  queryKeys,
  seoulToday,
  toast,
  useParamEntry,
  type Pet,
} from '@guardian/shared';
import { newClientId, phoneDigits, phoneText, useOneAtATime } from '@guardian/shared/forms';
import { roomHref } from '../../../config/paths';
import { useChatPets } from '../api/get-chat-pets';
import { prepareQueryOptions, type Prepare } from '../api/get-prepare';
import { sendInputInfo } from '../api/send-input-info';
import {
  blankDraft,
  keepPrepareDraft,
  readPrepareDraft,
  sameAsBlank,
  type PrepareDraft,
} from './prepare-draft';
import {
  DAYS_AHEAD,
  answerTooLong,
  fieldsOfRefusal,
  focusFirstInvalid,
  lastWishDay,
  nameTooLong,
  needsDate,
  phoneShown,
  type FieldErrors,
} from './prepare-fields';

/** Said over 상담 시작하기 when the send was refused because the shop's form changed since it was read. */
export const FORM_CHANGED = '매장 상담 양식이 바뀌었어요. 확인 후 다시 보내 주세요.';

type InquiryForm = Prepare['form'];
const sameForm = (a: InquiryForm, b: InquiryForm) => JSON.stringify(a) === JSON.stringify(b);

export function usePrepareForm(prepare: Prepare) {
  const { form } = prepare;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pets = useChatPets();
  const [clientId] = useState(newClientId);
  // 반려동물 등록하기: the pet sheet over this page, a history entry of its own (the phone's back closes it, not
  // the form). A session that ends under the sheet sends the page to the login, and back here, the sheet open
  // again, the form is as it was (kept as any time, below; the sheet keeps its own, pet-draft.ts). `?pet=new` beside
  // the shop asked (`?shopId=3&pet=new`): in the address, as the login comes back to the address alone.
  const sheet = useParamEntry(['pet']);
  const adding = sheet.params.get('pet') === 'new';
  // What was filled in here before this page was left (a reload, back and forward again, the login, 문의하기 once
  // more): the form opens with it and holds it from here.
  const [kept] = useState(() => readPrepareDraft(prepare.shopId));
  // Said as the community editor says its draft came back: a form already filled in is not taken for the shop's.
  useEffect(() => {
    if (kept) toast.success('작성 중이던 문의 내용을 불러왔어요');
  }, [kept]);
  const [type, setType] = useState<string | null>(() =>
    kept?.type && form.types.includes(kept.type) ? kept.type : null,
  );
  // A 상담 종류 the shop no longer offers (its form read again) is not chosen any more: shown chosen, it was sent
  // and refused again and again while no chip showed it.
  if (type !== null && !form.types.includes(type)) setType(null);
  // The form as it opens with nothing kept (the name and phone the API fills in — no name, as an account holds only a
  // nickname — and the only pet chosen for me, below): while it is so, nothing is kept.
  const [blank, setBlank] = useState(() =>
    blankDraft(prepare.userData.name, phoneText(prepare.userData.phoneNumber)),
  );
  const [petSeqs, setPetSeqs] = useState<number[]>(kept?.petSeqs ?? []);
  // Someone with one pet asks about that pet: it is chosen as the pets come (a tap takes it off). Not over a form
  // kept from before, which says what was chosen.
  const [petsSeen, setPetsSeen] = useState(!!kept);
  if (!petsSeen && pets.data) {
    setPetsSeen(true);
    const only = pets.data.length === 1 ? pets.data[0]!.petSeq : null;
    if (form.askPet && only !== null) {
      setPetSeqs([only]);
      setBlank((b) => ({ ...b, petSeqs: [only] }));
    }
  }
  const [date, setDate] = useState(kept?.date ?? '');
  const [name, setName] = useState(kept?.name ?? blank.name);
  // Shown as phones write it (010-1234-5678); the digits are what is sent (phoneDigits).
  const [phone, setPhone] = useState(kept?.phone ?? blank.phone);
  // By question, not by place: a form read again may ask other questions, or the same in another order.
  const [answerOf, setAnswerOf] = useState<Record<string, string>>(() => kept?.answers ?? {});
  const answers = form.etcQuestions.map((question) => answerOf[question] ?? '');
  const draft = useMemo<PrepareDraft>(
    () => ({
      type,
      petSeqs,
      date,
      name,
      phone,
      answers: Object.fromEntries(form.etcQuestions.map((q) => [q, answerOf[q] ?? ''])),
    }),
    [type, petSeqs, date, name, phone, answerOf, form.etcQuestions],
  );
  // Kept as it changes, not after a pause (as the community editor keeps its post): a save put off until typing
  // stopped was lost to a reload or 뒤로 that came first. So back and a reload need not ask before leaving (no leave
  // guard): what was written is here when the form opens again. One small localStorage write a change.
  useEffect(() => {
    keepPrepareDraft(prepare.shopId, sameAsBlank(draft, blank) ? null : draft);
  }, [prepare.shopId, draft, blank]);
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
  const openAdding = () => sheet.open({ pet: 'new' });
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
  // The ids of the chip groups' messages (상담 종류, 반려동물), which describe their chips; the answers' start with formId.
  const formId = useId();
  const typeErrorId = useId();
  const petsErrorId = useId();
  // Set by a send that was refused (here or by the API): the fields to focus the first of once its messages show,
  // in the form they are in. Only then: a message going as its field is answered moves nothing. A form read again
  // draws its new fields a render or so later: kept till that form is on screen.
  const focusRefused = useRef<{ fields: FieldErrors; in: InquiryForm } | null>(null);
  useEffect(() => {
    const refused = focusRefused.current;
    if (!refused) return;
    if (focusFirstInvalid(formRef.current, refused.fields) || sameForm(refused.in, form))
      focusRefused.current = null;
  }, [errors, form]);

  /** A field's message goes once it is answered: kept, it asked for what was already chosen. */
  const answered = (field: keyof FieldErrors) => setErrors((e) => ({ ...e, [field]: undefined }));

  const chooseType = (t: string) => {
    setType(t);
    answered('type');
    // 희망 날짜 asked for and left empty, then 기타 문의 chosen: it may stay empty now.
    if (!date && !needsDate(form, t)) answered('date');
  };
  const togglePet = (petSeq: number) => {
    setPetSeqs((all) => (all.includes(petSeq) ? all.filter((s) => s !== petSeq) : [...all, petSeq]));
    answered('petSeqs');
  };
  const changeDate = (value: string) => {
    setDate(value);
    answered('date');
  };
  const changeName = (value: string) => {
    setName(value);
    answered('name');
  };
  const changePhone = (value: string) => {
    setPhone(value);
    answered('phoneNumber');
  };
  /** 연락처 left: written as phones write it. */
  const tidyPhone = () => setPhone(phoneShown);
  const changeAnswer = (index: number, value: string) => {
    const question = form.etcQuestions[index];
    if (question === undefined) return;
    setAnswerOf((all) => ({ ...all, [question]: value }));
    answered(`etc.${index}`);
  };

  /** What `f` (the form as read, or as read again after a refusal) still asks of what is chosen and typed. */
  const check = (f: InquiryForm = form): FieldErrors => {
    const e: FieldErrors = {};
    if (f.types.length && !(type !== null && f.types.includes(type))) e.type = '상담 종류를 골라 주세요.';
    if (f.askPet && petSeqs.length === 0)
      e.petSeqs =
        pets.data?.length === 0 ? '상담할 반려동물을 등록해 주세요.' : '상담할 반려동물을 골라 주세요.';
    // Not of a 기타 문의, which may have no day (needsDate); a day given is checked all the same.
    if (needsDate(f, type) && !date) e.date = '희망 날짜를 골라 주세요.';
    // A browser that lets the day be typed (past min/max): said here, as the API would say it.
    else if (f.askDate && date && date < seoulToday()) e.date = '지난 날짜는 고를 수 없어요.';
    else if (f.askDate && date > lastWishDay(seoulToday())) e.date = `${DAYS_AHEAD}일 이내로 골라 주세요.`;
    if (f.askUser && !name.trim()) e.name = '이름을 입력해 주세요.';
    else if (f.askUser && nameTooLong(name)) e.name = nameTooLong(name)!;
    // Typed with dashes or spaces, or autofilled with the country code (+82 10-…): the digits the API takes.
    if (f.askUser && !/^01\d{8,9}$/.test(phoneDigits(phone))) e.phoneNumber = '휴대폰 번호를 확인해 주세요.';
    f.etcQuestions.forEach((question, i) => {
      const tooLong = answerTooLong(answerOf[question] ?? '');
      if (tooLong) e[`etc.${i}`] = tooLong;
    });
    return e;
  };

  /**
   * Refused as incomplete: the shop's form may have changed since it was read (a 상담 종류 taken away, 보호자 이름 and
   * 연락처 asked for). Read again, the form is drawn anew (what was typed that fits it stays, a type no longer offered
   * is no longer chosen) and says so, each field it now misses marked. False when it is the form on screen (or could
   * not be read): the API's fields are then said under theirs.
   */
  const refusedIncomplete = async (refusedFields: FieldErrors) => {
    const next = await queryClient
      .fetchQuery({ ...prepareQueryOptions(prepare.shopId), staleTime: 0 })
      .catch(() => null);
    if (!next || sameForm(next.form, form)) return false;
    const missing = check(next.form);
    // Nothing missing in the new form (보호자 이름 and 연락처 come filled in): its first new field is shown instead.
    focusRefused.current = { fields: Object.keys(missing).length ? missing : refusedFields, in: next.form };
    setErrors(missing);
    setFormError(FORM_CHANGED);
    return true;
  };

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    void once(start);
  };
  const start = async () => {
    const e = check();
    const refused = Object.keys(e).length > 0;
    focusRefused.current = refused ? { fields: e, in: form } : null;
    setErrors(e);
    setFormError(null);
    if (refused) return;
    try {
      const { chattingRoomId } = await send.mutateAsync({
        shopId: prepare.shopId,
        clientId,
        ...(type ? { type } : {}),
        ...(form.askDate && date ? { date } : {}),
        petSeqs,
        ...(form.askUser ? { userData: { name: name.trim(), phoneNumber: phoneDigits(phone) } } : {}),
        etcData: form.etcQuestions.map((question) => ({ question, answer: answerOf[question] ?? '' })),
      });
      // Sent: the form is the room's first message now, and what was kept of it (a name, a phone) goes, left or not.
      keepPrepareDraft(prepare.shopId, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.rooms() });
      if (!left.current) navigate(roomHref(chattingRoomId), { replace: true });
    } catch (err) {
      // §8's alert has said the session ended, and 로그인하기 leaves the page: the form, kept as it is, waits for the
      // way back.
      // Each field the API names under its own (userData.phoneNumber under 연락처, a bare userData under both).
      const refusedFields = fieldsOfRefusal(isApiError(err) ? (err.fields ?? []) : []);
      if (
        isApiError(err) &&
        err.resultCode === 'CHAT_INQUIRY_INCOMPLETE' &&
        (await refusedIncomplete(refusedFields))
      )
        return;
      if (Object.keys(refusedFields).length) {
        focusRefused.current = { fields: refusedFields, in: form };
        setErrors(refusedFields);
      }
      setFormError(messageUnlessAlerted(err));
    }
  };

  return {
    pets,
    type,
    petSeqs,
    date,
    name,
    phone,
    answers,
    errors,
    formError,
    sending,
    formRef,
    formId,
    typeErrorId,
    petsErrorId,
    chooseType,
    togglePet,
    changeDate,
    changeName,
    changePhone,
    tidyPhone,
    changeAnswer,
    submit,
    /** The pet sheet: open, and the ways it opens, closes and saves a pet. */
    petSheet: { open: adding, openAdding, close: sheet.close, registered },
  };
}
