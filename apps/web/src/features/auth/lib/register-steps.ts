export type AccountType = 'model' | 'contractor' | 'photographer';

/** Spec: 10 steps for models, 6 for contractors and photographers. */
export function totalRegisterSteps(accountType: AccountType): number {
  return accountType === 'model' ? 10 : 6;
}

/** Progress bar value: step/total as a percentage; login shows 100%. */
export function wizardProgressPercent(mode: 'login' | 'register', step: number, total: number): number {
  if (mode === 'login') return 100;
  return Math.round((step / total) * 100);
}
