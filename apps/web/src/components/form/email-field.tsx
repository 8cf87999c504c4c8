// An e-mail address: the keyboard, autofill and spelling settings an address wants.
import { TextField, type TextFieldProps } from './text-field';

export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'spellCheck'>) {
  return (
    <TextField autoComplete="email" {...props} type="email" inputMode="email" spellCheck={false} />
  );
}
