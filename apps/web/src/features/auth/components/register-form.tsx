import {
  type SignUpFormValues,
  type SignUpStepId,
  characteristicsInfo,
  emptySignUpForm,
  signUpStepTitles,
  signUpSteps,
  validateSignUpStep,
} from '@passarela/shared';
import { type ComponentType, type FormEvent, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { loadCropImageDialog } from '../../../components/image-crop/load-crop-image-dialog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { setAuthModalLocked } from '../../../lib/auth-modal-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignUpMutation } from '../api/sign-up.ts';
import { profileOrDashboard } from '../lib/destination-after-sign-in.ts';
import { describeSignUpError } from '../lib/sign-up-error.ts';
import { AccountTypeStep } from './account-type-step.tsx';
import { InstagramStep } from './register-steps/instagram-step.tsx';
import { LocationStep } from './register-steps/location-step.tsx';
import { AppearanceStep, CharacteristicsStep, InterestsStep, PhysicalStep } from './register-steps/model-steps.tsx';
import { PersonalStep } from './register-steps/personal-step.tsx';
import { PhotoStep } from './register-steps/photo-step.tsx';
import type { StepProps } from './register-steps/step-props.ts';
import { WhatsappStep } from './register-steps/whatsapp-step.tsx';
import { RegisteringOverlay } from './registering-overlay.tsx';
import { useFinishAuthentication } from './use-finish-authentication.ts';
import { useProfilePhoto } from './use-profile-photo.ts';
import { WizardProgress } from './wizard-progress.tsx';

const CropImageDialog = lazy(loadCropImageDialog);

const formSteps: Partial<Record<SignUpStepId, ComponentType<StepProps>>> = {
  personal: PersonalStep,
  location: LocationStep,
  whatsapp: WhatsappStep,
  instagram: InstagramStep,
  appearance: AppearanceStep,
  physical: PhysicalStep,
  characteristics: CharacteristicsStep,
  interests: InterestsStep,
};

/**
 * The registration wizard (docs/product.md "Spec 2", "Spec 4", "Spec 5"): 10 steps for models, 6 for the others; each
 * 'Continuar' validates its step with the shared rules; the last step sends everything with the
 * photo. The form lives as long as the dialog: closing or switching mode starts it over, a failed
 * submit keeps every answer.
 */
export function RegisterForm() {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [form, setForm] = useState<SignUpFormValues>(emptySignUpForm);
  const [step, setStep] = useState(1);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const photo = useProfilePhoto();
  const signUp = useSignUpMutation();
  const finish = useFinishAuthentication();
  const submitting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);

  const steps = signUpSteps(form.userType);
  const total = steps.length;
  const stepId = steps[step - 1] ?? 'account_type';
  const isLast = step === total;
  const update = (patch: Partial<SignUpFormValues>) => setForm((current) => ({ ...current, ...patch }));

  // A new step takes the focus to its title, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // Leaving mid-request (unmount) must not leave the modal locked.
  useEffect(() => () => setAuthModalLocked(false), []);

  const focusField = (field: string) => {
    // After the step re-renders: the field may belong to a step that is not on screen yet.
    requestAnimationFrame(() => {
      const element = document.getElementById(fieldId(field));
      const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
      target?.focus();
    });
  };

  const submit = () => {
    if (!photo.file) return;
    submitting.current = true;
    setAuthModalLocked(true);
    signUp.mutate(
      { form, photo: photo.file, acceptedTerms },
      {
        onSuccess: ({ user }) => {
          toast({
            variant: 'success',
            title: 'Cadastro Quase Completo!',
            description: `Enviamos um link de confirmação para ${user.email}. Verifique seu email para confirmar sua conta.`,
          });
          finish(user, profileOrDashboard(user));
        },
        onError: (error) => {
          const failure = describeSignUpError(error, form.userType);
          toast({ variant: 'destructive', title: failure.title, description: failure.description });
          if (failure.step) setStep(failure.step);
          if (failure.field) focusField(failure.field === 'photo' ? 'profile_image_file' : failure.field);
        },
        onSettled: () => {
          submitting.current = false;
          setAuthModalLocked(false);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || signUp.isPending) return;
    // The photo step is not judged while its crop dialog is still open.
    if (stepId === 'photo' && photo.pending) return;

    const problem = validateSignUpStep(stepId, form, { hasPhoto: Boolean(photo.file) });
    if (problem) {
      toast({ variant: 'destructive', title: problem.title, description: problem.description });
      focusField(problem.field);
      return;
    }
    if (stepId === 'characteristics' && form.model_characteristics.length === 0) toast({ title: 'Dica', description: characteristicsInfo });
    if (!isLast) {
      setStep(step + 1);
      return;
    }
    if (!acceptedTerms) {
      toast({ variant: 'destructive', title: 'Campo Obrigatório', description: 'Aceite os Termos de Uso e a Política de Privacidade para continuar.' });
      focusField('acceptedTerms');
      return;
    }
    submit();
  };

  const StepFields = formSteps[stepId];
  return (
    <form onSubmit={onSubmit} noValidate>
      <WizardProgress step={step} total={total} />
      {stepId === 'account_type' ? (
        <AccountTypeStep value={form.userType} onChange={(userType) => update({ userType })} />
      ) : (
        <>
          <h3 ref={headingRef} tabIndex={-1} className="mb-4 text-base font-semibold text-gray-900 focus:outline-none">
            {signUpStepTitles[stepId]}
          </h3>
          {StepFields && <StepFields form={form} update={update} fieldId={fieldId} />}
          {stepId === 'photo' && (
            <PhotoStep
              fieldId={fieldId}
              previewUrl={photo.previewUrl}
              onFileChosen={photo.choose}
              acceptedTerms={acceptedTerms}
              onAcceptedTermsChange={setAcceptedTerms}
            />
          )}
        </>
      )}
      <div className="mt-6 flex gap-3">
        {step > 1 && (
          <Button variant="outline" size="lg" className="shrink-0 px-5" disabled={signUp.isPending} onClick={() => setStep(step - 1)}>
            Voltar
          </Button>
        )}
        <Button type="submit" size="lg" className="min-w-0 flex-1 px-4" isLoading={signUp.isPending}>
          {isLast ? (signUp.isPending ? 'Processando...' : 'Concluir Cadastro') : 'Continuar'}
        </Button>
      </div>
      {photo.pending && (
        <Suspense fallback={null}>
          <CropImageDialog file={photo.pending} onDone={photo.accept} onCancel={photo.cancel} />
        </Suspense>
      )}
      {signUp.isPending && <RegisteringOverlay />}
    </form>
  );
}
