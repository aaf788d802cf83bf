import type { InputHTMLAttributes } from 'react';
import { Input } from '../ui/primitives';

/**
 * An e-mail address's input, by itself (the forms that lay out their own label): the e-mail
 * keyboard and autofill, and its error marked on it, whose message is the element `<id>-error`.
 */
export function EmailInput({
  id,
  error,
  ...rest
}: { id: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <Input
      id={id}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      $invalid={!!error}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      {...rest}
    />
  );
}
