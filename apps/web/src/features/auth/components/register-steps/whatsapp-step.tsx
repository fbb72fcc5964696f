import { PHONE_INPUT_MAX_LENGTH, maskPhone } from '@passarela/shared';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { StepProps } from './step-props.ts';

/** Step 4, 'WhatsApp': masked as (XX) XXXXX-XXXX while typing; sent as digits. */
export function WhatsappStep({ form, update, fieldId, errors }: StepProps) {
  return (
    <TextField
      id={fieldId('phone')}
      error={errors.phone}
      label="WhatsApp"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 98765-4321"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      value={form.phone}
      onChange={(e) => update({ phone: maskPhone(e.target.value) })}
      hint="Com DDD. Seu número não aparece no perfil público: só quem fechar um trabalho com você terá acesso."
    />
  );
}
