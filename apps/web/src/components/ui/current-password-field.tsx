import { type TextFieldProps, TextField } from './text-field.tsx';

/** 'Senha atual', which every sensitive change (email, password, data, withdrawals) asks for first. */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label="Senha atual" type="password" autoComplete="current-password" {...props} />;
}
