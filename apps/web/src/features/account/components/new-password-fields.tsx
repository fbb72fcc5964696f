import { type TextFieldProps, TextField } from '../../../components/ui/text-field.tsx';

type PasswordFieldProps = Pick<TextFieldProps, 'value' | 'onChange' | 'error'>;

/** 'Nova senha' and its confirmation, with the sign-up rules' hint; the browser may suggest a strong one. */
export function NewPasswordFields({ password, confirmation }: { password: PasswordFieldProps; confirmation: PasswordFieldProps }) {
  return (
    <>
      <TextField label="Nova senha" type="password" autoComplete="new-password" hint="Pelo menos 6 caracteres." {...password} />
      <TextField label="Confirme a nova senha" type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
