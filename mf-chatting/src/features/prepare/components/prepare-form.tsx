// 상담 준비's form as drawn: the shop, a conversation already had with it, then the shop's own questions (상담 종류,
// 반려동물, 희망 날짜, 보호자 이름 and 연락처, its other questions) and 상담 시작하기; the pet sheet beside it. What it
// holds and how it is sent: use-prepare-form.ts.
import { Link } from 'react-router-dom';
import { Button, PetFormSheet, seoulToday } from '@guardian/shared';
import { Chip, TextField, enterMovesOn } from '@guardian/shared/forms';
import { roomHref } from '../../../config/paths';
import type { Prepare } from '../api/get-prepare';
import { answerTooLong, lastWishDay, nameTooLong, needsDate } from '../lib/prepare-fields';
import { usePrepareForm } from '../lib/use-prepare-form';
import { PetChips } from './pet-chips';
import { PrepareShop } from './prepare-shop';
import styles from './prepare.module.css';

export function PrepareForm({ prepare }: { prepare: Prepare }) {
  const { form } = prepare;
  const {
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
    petSheet,
  } = usePrepareForm(prepare);
  // A chip group's message describes the group and each of its chips (the one a refused send focuses says why).
  const typeDescribedBy = errors.type ? typeErrorId : undefined;
  const petsDescribedBy = errors.petSeqs ? petsErrorId : undefined;
  const idOf = (field: string) => `${formId}-${field}`;
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
                  onClick={() => chooseType(t)}
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
              onToggle={togglePet}
              onAdd={petSheet.openAdding}
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
              onChange={(e) => changeDate(e.target.value)}
              error={errors.date}
              hint={needsDate(form, type) ? undefined : '날짜가 정해지지 않았다면 비워 두셔도 돼요.'}
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
              // No maxlength (it counted an emoji as two): past the limit the field says how much to cut.
              onChange={(e) => changeName(e.target.value)}
              error={errors.name ?? nameTooLong(name) ?? undefined}
            />
            <TextField
              label="연락처"
              data-field="phoneNumber"
              type="tel"
              autoComplete="tel"
              enterKeyHint={form.etcQuestions.length ? 'next' : 'done'}
              value={phone}
              onChange={(e) => changePhone(e.target.value)}
              // Typed or autofilled any way (01012345678, +82 10 …), written as phones write it once left.
              onBlur={tidyPhone}
              error={errors.phoneNumber}
            />
          </div>
        )}

        {form.etcQuestions.map((q, i) => {
          // Past the limit the answer stays as typed and says how much to cut (a maxlength counted an emoji as two).
          const error = errors[`etc.${i}`] ?? answerTooLong(answers[i] ?? '');
          return (
            <div key={q} className={styles.field} data-field={`etc.${i}`}>
              <label className={styles.label} htmlFor={idOf(`etc-${i}`)}>
                {q}
              </label>
              <textarea
                id={idOf(`etc-${i}`)}
                className={styles.textarea}
                value={answers[i]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? idOf(`etc-${i}-error`) : undefined}
                onChange={(e) => changeAnswer(i, e.target.value)}
              />
              {error && (
                <p id={idOf(`etc-${i}-error`)} className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        })}

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
      {form.askPet && (
        <PetFormSheet open={petSheet.open} onClose={petSheet.close} onSaved={petSheet.registered} />
      )}
    </>
  );
}
