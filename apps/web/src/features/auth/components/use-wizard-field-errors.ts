import { type RefObject, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { SignUpFieldErrors } from './register-steps/step-props.ts';

/** A refused answer: the toast's title and description (docs/product.md "Spec 5"), and its field. */
export interface WizardProblem {
  title: string;
  description: string;
  field: string;
}

const noErrors: SignUpFieldErrors = {};

/**
 * Where the wizard says what is wrong: the toast of docs/product.md "Spec 5", and the same message beside the field
 * (aria-invalid, aria-describedby) with the focus on it, so a person who missed the toast on a
 * phone still sees what to fix. Messages belong to their step: they show there until the field is
 * changed or the step passes. The focus also goes to a new step's title, for keyboard and
 * screen-reader users.
 */
export function useWizardFieldErrors(step: number, fieldId: (field: string) => string, headingRef: RefObject<HTMLElement | null>) {
  const [refused, setRefused] = useState<{ step: number; fields: SignUpFieldErrors }>({ step: 0, fields: noErrors });
  const errorToast = useRef<{ dismiss: () => void } | null>(null);
  const focusNext = useRef<string | null>(null);
  const focusedStep = useRef(step);

  // After each render: the field to focus may be on a step that was not on screen yet.
  useEffect(() => {
    const stepChanged = focusedStep.current !== step;
    focusedStep.current = step;
    const field = focusNext.current;
    const element = field ? document.getElementById(fieldId(field)) : null;
    if (element) {
      focusNext.current = null;
      const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
      target?.focus();
      return;
    }
    if (!stepChanged) return;
    // A field no step shows (the account type): the title instead.
    focusNext.current = null;
    headingRef.current?.focus();
  });

  return {
    errors: refused.step === step ? refused.fields : noErrors,
    /** Says `problem` (toast, message by its field, focus there), on `atStep` when it is not this one. */
    refuse: (problem: WizardProblem, atStep = step) => {
      // The toast store keeps one error toast on screen; this one replaces the previous.
      errorToast.current = toast({ variant: 'destructive', title: problem.title, description: problem.description });
      setRefused({ step: atStep, fields: { [problem.field]: problem.description } });
      focusNext.current = problem.field;
    },
    /** Fields just changed: their messages go. */
    corrected: (fields: string[]) => {
      setRefused((current) => {
        if (!fields.some((field) => current.fields[field])) return current;
        const rest = { ...current.fields };
        for (const field of fields) delete rest[field];
        return { ...current, fields: rest };
      });
    },
    /** The step passed: nothing it said still stands. */
    clear: () => {
      errorToast.current?.dismiss();
      errorToast.current = null;
      setRefused({ step: 0, fields: noErrors });
    },
  };
}
