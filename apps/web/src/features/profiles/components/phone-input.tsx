import { PHONE_INPUT_MAX_LENGTH, maskPhone } from '@passarela/shared';
import type { FieldControlProps } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** A WhatsApp number with the mask of docs/product.md "Spec 5" while typing, (XX) XXXXX-XXXX; the server keeps the digits. */
export function PhoneInput({
  control,
  value,
  onChange,
  autoComplete = 'tel-national',
}: {
  control: FieldControlProps;
  value: string;
  onChange: (masked: string) => void;
  /** 'off' for someone else's number (a guardian's), so the browser does not offer the user's own. */
  autoComplete?: 'tel-national' | 'off';
}) {
  return (
    <Input
      {...control}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="(11) 98765-4321"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      value={value}
      onChange={(e) => onChange(maskPhone(e.target.value))}
    />
  );
}
