import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styles from './textarea.module.css';
import { FormField } from '../form-field/form-field';
import { charCount } from '@guardian/shared';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
  /** With `maxLength`, shows '12/300' under the field (also read as part of its description). */
  showCount?: boolean;
}

const initialLength = (value: TextareaProps['value'] | TextareaProps['defaultValue']) =>
  typeof value === 'string' ? charCount(value) : 0;

/** A multi-line field (메모, 요청 사항, 후기). Works controlled or with react-hook-form's `register`. */
export function Textarea({
  label,
  error,
  hint,
  hideLabel,
  showCount = true,
  id,
  className,
  ref,
  onChange,
  maxLength,
  rows = 4,
  ...rest
}: TextareaProps) {
  // Uncontrolled (register) fields never re-render with a new value, so the count follows input. In characters as
  // the API and the form rules count them (charCount: an emoji is one).
  const [typed, setTyped] = useState(() => initialLength(rest.value ?? rest.defaultValue));
  const length = typeof rest.value === 'string' ? charCount(rest.value) : typed;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(charCount(event.target.value));
    onChange?.(event);
  };
  const counter = showCount && maxLength !== undefined ? `${length}/${maxLength}` : undefined;
  return (
    <FormField
      label={label}
      error={error}
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
          maxLength={maxLength}
          onChange={handleChange}
          className={`${styles.textarea} ${error ? styles.invalid : ''}`}
        />
      )}
    </FormField>
  );
}
