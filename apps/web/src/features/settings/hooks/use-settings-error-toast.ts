import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast.ts';

/**
 * Spec: 'Erro de Configuração' when the essential settings could not load. Shown once per outage
 * (not on every 60 s refetch that fails again), and only when there is nothing cached to use.
 */
export function useSettingsErrorToast({ failedWithoutData }: { failedWithoutData: boolean }) {
  const shown = useRef(false);
  useEffect(() => {
    if (!failedWithoutData) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    toast({
      variant: 'destructive',
      title: 'Erro de Configuração',
      description: 'Não foi possível carregar as configurações essenciais do site. Recarregue a página.',
      duration: 10_000,
    });
  }, [failedWithoutData]);
}
