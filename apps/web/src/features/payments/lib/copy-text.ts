import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';

/** Copies a Pix code or a digitable line and says so; a refused clipboard gets a toast too. */
export async function copyText(text: string, successTitle = 'Código copiado!'): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: 'success', title: successTitle });
  } catch {
    toast({ variant: 'destructive', title: 'Não foi possível copiar', description: 'Selecione o código e copie manualmente.' });
  }
}

/** '2025-01-02T15:00:00Z' -> '02/01/2025, 12:00'. */
export function formatDeadline(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDateTimeBr(date);
}
