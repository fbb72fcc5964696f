import { TextField } from '../../../../components/ui/text-field.tsx';
import { instagramPreview } from '../../lib/sign-up-body.ts';
import type { StepProps } from './step-props.ts';

/** Step 5, 'Instagram': a handle or a profile link, with the handle that will be saved shown live. */
export function InstagramStep({ form, update, fieldId, errors }: StepProps) {
  const preview = instagramPreview(form.instagram_handle_raw);
  return (
    <div>
      <TextField
        id={fieldId('instagram_handle_raw')}
        error={errors.instagram_handle_raw}
        label="Instagram"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="@seuusuario ou link do perfil"
        maxLength={200}
        value={form.instagram_handle_raw}
        onChange={(e) => update({ instagram_handle_raw: e.target.value })}
      />
      <p className="mt-2 min-h-5 text-sm text-gray-700" aria-live="polite">
        {preview && (
          <>
            Será salvo como: <span className="font-semibold text-brand-700">{preview}</span>
          </>
        )}
      </p>
    </div>
  );
}
