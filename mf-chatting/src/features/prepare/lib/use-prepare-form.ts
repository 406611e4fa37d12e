// 상담 준비's form: what is chosen and typed (from a draft kept before the login, prepare-draft.ts, when there is one),
// what is missing, the pet sheet (?pet=new) that registers a pet and chooses it, and the send that opens the room.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isApiError,
  messageUnlessAlerted,
  queryKeys,
  seoulToday,
  useParamEntry,
  wasAlerted,
  type Pet,
} from '@guardian/shared';
import { newClientId, phoneDigits, phoneText, useOneAtATime } from '@guardian/shared/forms';
import { roomHref } from '../../../config/paths';
import { useChatPets } from '../api/get-chat-pets';
import type { Prepare } from '../api/get-prepare';
import { sendInputInfo } from '../api/send-input-info';
import { keepPrepareDraft, readPrepareDraft, type PrepareDraft } from './prepare-draft';
import { DAYS_AHEAD, focusFirstInvalid, lastWishDay, phoneShown, type FieldErrors } from './prepare-fields';

export function usePrepareForm(prepare: Prepare) {
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
  // The ids of the chip groups' messages (상담 종류, 반려동물), which describe their chips.
  const typeErrorId = useId();
  const petsErrorId = useId();
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

  const chooseType = (t: string) => {
    setType(t);
    answered('type');
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
  const changeAnswer = (index: number, value: string) =>
    setAnswers((all) => all.map((a, j) => (j === index ? value : a)));

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

  const submit = (ev: FormEvent) => {
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
