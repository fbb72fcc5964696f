import {
  type SignUpFormValues,
  type SignUpStepId,
  characteristicsInfo,
  emptySignUpForm,
  signUpStepTitles,
  signUpSteps,
  validateSignUpForm,
  validateSignUpStep,
} from '@passarela/shared';
import {
  type ComponentType,
  type FormEvent,
  type MouseEvent,
  type Ref,
  Suspense,
  lazy,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { loadCropImageDialog } from '../../../components/image-crop/load-crop-image-dialog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { setAuthModalLocked } from '../../../lib/auth-modal-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignUpMutation } from '../api/sign-up.ts';
import { profileOrDashboard } from '../lib/destination-after-sign-in.ts';
import { clearSignUpDraft, hasSignUpAnswers, readSignUpDraft, writeSignUpDraft } from '../lib/sign-up-draft.ts';
import { describeSignUpError, fieldOnScreen, stepNumberOfField } from '../lib/sign-up-error.ts';
import { AccountTypeStep } from './account-type-step.tsx';
import { DiscardSignUpDialog } from './discard-sign-up-dialog.tsx';
import { InstagramStep } from './register-steps/instagram-step.tsx';
import { LocationStep } from './register-steps/location-step.tsx';
import { AppearanceStep, CharacteristicsStep, InterestsStep, PhysicalStep } from './register-steps/model-steps.tsx';
import { PersonalStep } from './register-steps/personal-step.tsx';
import { PhotoStep } from './register-steps/photo-step.tsx';
import type { StepProps } from './register-steps/step-props.ts';
import { WhatsappStep } from './register-steps/whatsapp-step.tsx';
import { RegisteringOverlay } from './registering-overlay.tsx';
import { type WizardProblem, useWizardFieldErrors } from './use-wizard-field-errors.ts';
import { useFinishAuthentication } from './use-finish-authentication.ts';
import { useProfilePhoto } from './use-profile-photo.ts';
import { useWizardHistory } from './use-wizard-history.ts';
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
 * How long after a step change a second tap counts as the end of a double tap: on a phone the
 * dialog changes size under the finger, and the second tap lands beside it or on the next step.
 */
const STEP_SETTLE_MS = 600;

/** What the auth modal asks of the wizard. */
export interface RegisterFormHandle {
  /** Escape, a tap beside the dialog or its X: asks before typed answers are thrown away. */
  requestClose: () => void;
  /** True right after a step change, when a tap beside the dialog is the second half of a double tap. */
  ignoresOutsideTap: () => boolean;
  /** Drops the answers and the wizard's history entries, then runs `then` (switching to the login). */
  discard: (then: () => void) => void;
}

/** The empty password of a resumed draft: said as what it is, not as a password too short. */
function forgottenPassword(problem: WizardProblem, form: SignUpFormValues): WizardProblem {
  if (problem.field !== 'password' || form.password !== '') return problem;
  return { title: 'Digite a senha de novo', description: 'Por segurança, a senha não fica guardada: digite-a de novo.', field: 'password' };
}

/**
 * The registration wizard (docs/product.md "Spec 2", "Spec 4", "Spec 5"): 10 steps for models, 6
 * for the others; each 'Continuar' validates its step with the shared rules; the last step sends
 * everything with the photo. What is typed is kept (lib/sign-up-draft.ts, never the password) and
 * every step has its history entry (use-wizard-history.ts), so a reload, the Back button or a
 * closed dialog does not lose it; only a successful sign-up, 'Descartar' or switching to the login
 * drops it. A failed submit keeps every answer.
 */
export function RegisterForm({ ref, onClose }: { ref?: Ref<RegisterFormHandle>; onClose: () => void }) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [draft] = useState(readSignUpDraft);
  const [form, setForm] = useState<SignUpFormValues>(() => draft?.form ?? emptySignUpForm);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const photo = useProfilePhoto();
  const signUp = useSignUpMutation();
  const finish = useFinishAuthentication();
  const submitting = useRef(false);
  const keepDraft = useRef(true);
  const stepChangedAt = useRef({ step: 0, at: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const steps = signUpSteps(form.userType);
  const total = steps.length;
  const history = useWizardHistory(draft?.step ?? null, total);
  const step = Math.min(history.step, total);
  const stepId = steps[step - 1] ?? 'account_type';
  const isLast = step === total;
  const problems = useWizardFieldErrors(step, fieldId, headingRef);
  const resumedWithoutPassword = draft !== null && hasSignUpAnswers(draft.form) && form.password === '';

  const update = (patch: Partial<SignUpFormValues>) => {
    setForm((current) => ({ ...current, ...patch }));
    const fields = Object.keys(patch);
    problems.corrected('password' in patch ? [...fields, 'confirmPassword'] : fields);
  };

  // Noted as soon as the new step is on screen, before the next tap can arrive.
  useLayoutEffect(() => {
    if (stepChangedAt.current.step === step) return;
    stepChangedAt.current = { step, at: performance.now() };
  });
  const justChangedStep = () => performance.now() - stepChangedAt.current.at < STEP_SETTLE_MS;

  useEffect(() => {
    if (keepDraft.current) writeSignUpDraft({ form, step });
  }, [form, step]);

  // Leaving mid-request (unmount) must not leave the modal locked.
  useEffect(() => () => setAuthModalLocked(false), []);

  const discard = (then: () => void) => {
    keepDraft.current = false;
    clearSignUpDraft();
    setConfirmingDiscard(false);
    history.leave(then);
  };

  useImperativeHandle(ref, () => ({
    requestClose: () => {
      if (hasSignUpAnswers(form)) setConfirmingDiscard(true);
      else discard(onClose);
    },
    ignoresOutsideTap: justChangedStep,
    discard,
  }));

  const submit = () => {
    if (!photo.file) return;
    submitting.current = true;
    setAuthModalLocked(true);
    signUp.mutate(
      { form, photo: photo.file, acceptedTerms },
      {
        onSuccess: ({ user }) => {
          keepDraft.current = false;
          clearSignUpDraft();
          toast({
            variant: 'success',
            title: 'Cadastro Quase Completo!',
            description: `Enviamos um link de confirmação para ${user.email}. Verifique seu email para confirmar sua conta.`,
          });
          // The overlay stays while the wizard's history entries are walked back.
          setFinishing(true);
          history.leave(() => finish(user, profileOrDashboard(user)));
        },
        onError: (error) => {
          setAuthModalLocked(false);
          const failure = describeSignUpError(error, form.userType);
          if (!failure.field) {
            toast({ variant: 'destructive', title: failure.title, description: failure.description });
            return;
          }
          const atStep = failure.step ?? step;
          problems.refuse({ title: failure.title, description: failure.description, field: fieldOnScreen(failure.field) }, atStep);
          history.backTo(atStep);
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || signUp.isPending || finishing || history.isMoving()) return;
    // The photo step is not judged while its crop dialog is still open.
    if (stepId === 'photo' && photo.pending) return;

    const problem = validateSignUpStep(stepId, form, { hasPhoto: Boolean(photo.file) });
    if (problem) {
      problems.refuse(problem);
      return;
    }
    if (stepId === 'characteristics' && form.model_characteristics.length === 0) toast({ title: 'Dica', description: characteristicsInfo });
    if (!isLast) {
      problems.clear();
      history.forward(step + 1);
      return;
    }
    // Every earlier answer again: a resumed draft comes back without the password.
    const earlier = validateSignUpForm(form, { hasPhoto: true });
    if (earlier) {
      const atStep = stepNumberOfField(earlier.field, form.userType) ?? step;
      problems.refuse(forgottenPassword(earlier, form), atStep);
      history.backTo(atStep);
      return;
    }
    if (!acceptedTerms) {
      problems.refuse({
        title: 'Campo Obrigatório',
        description: 'Aceite os Termos de Uso e a Política de Privacidade para continuar.',
        field: 'acceptedTerms',
      });
      return;
    }
    submit();
  };

  // The second click of a double tap: never a second 'Continuar' or 'Voltar', and not a tap on
  // the step that just appeared under the finger.
  const onClickCapture = (event: MouseEvent<HTMLFormElement>) => {
    if (event.detail < 2) return;
    const onWizardButton = event.target instanceof Element && event.target.closest('[data-wizard-nav]');
    if (!onWizardButton && !justChangedStep()) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const StepFields = formSteps[stepId];
  return (
    <form onSubmit={onSubmit} onClickCapture={onClickCapture} noValidate>
      <WizardProgress step={step} total={total} />
      {resumedWithoutPassword && (
        <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Continuamos de onde você parou. Por segurança, a senha não fica guardada: digite-a de novo em Seus Dados.
        </p>
      )}
      {stepId === 'account_type' ? (
        <AccountTypeStep value={form.userType} onChange={(userType) => update({ userType })} />
      ) : (
        <>
          <h3 ref={headingRef} tabIndex={-1} className="mb-4 text-base font-semibold text-gray-900 focus:outline-none">
            {signUpStepTitles[stepId]}
          </h3>
          {StepFields && <StepFields form={form} update={update} fieldId={fieldId} errors={problems.errors} />}
          {stepId === 'photo' && (
            <PhotoStep
              fieldId={fieldId}
              errors={problems.errors}
              previewUrl={photo.previewUrl}
              onFileChosen={photo.choose}
              acceptedTerms={acceptedTerms}
              onAcceptedTermsChange={(accepted) => {
                problems.corrected(['acceptedTerms']);
                setAcceptedTerms(accepted);
              }}
            />
          )}
        </>
      )}
      <div className="mt-6 flex gap-3">
        {step > 1 && (
          <Button
            variant="outline"
            size="lg"
            className="shrink-0 px-5"
            data-wizard-nav
            disabled={signUp.isPending}
            onClick={() => {
              if (!history.isMoving()) history.backTo(step - 1);
            }}
          >
            Voltar
          </Button>
        )}
        <Button type="submit" size="lg" className="min-w-0 flex-1 px-4" data-wizard-nav isLoading={signUp.isPending}>
          {isLast ? (signUp.isPending ? 'Processando...' : 'Concluir Cadastro') : 'Continuar'}
        </Button>
      </div>
      {photo.pending && (
        <Suspense fallback={null}>
          <CropImageDialog
            file={photo.pending}
            onDone={(file) => {
              problems.corrected(['profile_image_file']);
              photo.accept(file);
            }}
            onCancel={photo.cancel}
          />
        </Suspense>
      )}
      {(signUp.isPending || finishing) && <RegisteringOverlay />}
      <DiscardSignUpDialog open={confirmingDiscard} onKeep={() => setConfirmingDiscard(false)} onDiscard={() => discard(onClose)} />
    </form>
  );
}
