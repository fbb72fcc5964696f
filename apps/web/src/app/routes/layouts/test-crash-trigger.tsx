import { useSearchParams } from 'react-router';

/**
 * TEST HOOK: `?__throw=1` on any main-layout page throws during render, so the e2e suite can
 * check the error screen end to end. Harmless in production: it only breaks the page of whoever
 * typed it, and 'Tentar Novamente' takes them back to '/'.
 */
export function TestCrashTrigger() {
  const [params] = useSearchParams();
  if (params.get('__throw') === '1') throw new Error('Erro provocado pelo parâmetro de teste __throw=1');
  return null;
}
