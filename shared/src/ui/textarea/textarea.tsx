import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styles from './textarea.module.css';
import { FormField } from '../form-field/form-field';
import { charCount } from '@guardian/shared';
import { tooLongMessage } from '@guardian/shared/forms';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
  /**
   * The API's limit in characters (charCount: an emoji is one). Not the browser's `maxlength`, which counts an emoji
   * as two and cut a paste without a word: what is typed or pasted stays, and past the limit the field says so
   * (tooLongMessage). The form must not send it then: check it with the same `tooLongMessage`.
   */
  maxLength?: number;
  /** What the too-long message calls the text, with its particle: '리뷰는', '답장은'. Default '내용은'. */
  tooLongSubject?: string;
  /** With `maxLength`, shows '12/300' under the field (also read as part of its description). */
  showCount?: boolean;
}

/** Uncontrolled (register) fields never re-render with a new value, so what is typed is followed here. */
const initialText = (value: TextareaProps['value'] | TextareaProps['defaultValue']) =>
  typeof value === 'string' ? value : '';

/** A multi-line field (메모, 요청 사항, 후기). Works controlled or with react-hook-form's `register`. */
export function Textarea({
  label,
  error,
  hint,
  hideLabel,
  showCount = true,
  tooLongSubject = '내용은',
  id,
  className,
  ref,
  onChange,
  maxLength,
  rows = 4,
  ...rest
}: TextareaProps) {
  // Counted in characters as the API and the form rules count them (charCount: an emoji is one).
  const [typed, setTyped] = useState(() => initialText(rest.value ?? rest.defaultValue));
  const text = typeof rest.value === 'string' ? rest.value : typed;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };
  const counter = showCount && maxLength !== undefined ? `${charCount(text)}/${maxLength}` : undefined;
  // The form's own word on the field wins; past the limit, what is typed stays and this says how much to cut.
  const tooLong = maxLength !== undefined ? tooLongMessage(tooLongSubject, text, maxLength) : null;
  return (
    <FormField
      label={label}
      error={error ?? tooLong ?? undefined}
      hint={hint}
      aside={counter}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          {...rest}
          {...control}
          ref={ref}
          rows={rows}
          onChange={handleChange}
          className={`${styles.textarea} ${error || tooLong ? styles.invalid : ''}`}
        />
      )}
    </FormField>
  );
}
