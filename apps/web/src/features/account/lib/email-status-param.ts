import type { ToastOptions } from '../../../lib/toast.ts';

/**
 * What the server's email links come back with: `?email=confirmado` (sign-up confirmation, on /),
 * `?email=alterado` (email change, on /dashboard?tab=settings) or `?email=link-invalido` (either).
 */
export interface EmailStatusOutcome {
  toast: ToastOptions;
  /** The session changed on the server (verified flag, new address): read it again. */
  refreshSession: boolean;
  /** The same query string without `email`, to replace the URL with. */
  cleanedSearch: string;
}

export function emailStatusFromLocation(pathname: string, search: string): EmailStatusOutcome | null {
  const params = new URLSearchParams(search);
  const status = params.get('email');
  if (!status) return null;
  params.delete('email');
  const rest = params.toString();
  const cleanedSearch = rest ? `?${rest}` : '';
  const isEmailChange = pathname.startsWith('/dashboard');

  switch (status) {
    case 'confirmado':
      return {
        toast: { variant: 'success', title: 'Email confirmado!', description: 'Tudo certo: agora você pode usar todos os recursos da Passarela.' },
        refreshSession: true,
        cleanedSearch,
      };
    case 'alterado':
      return {
        toast: { variant: 'success', title: 'Email alterado!', description: 'Seu novo email já vale para entrar na Passarela.' },
        refreshSession: true,
        cleanedSearch,
      };
    case 'link-invalido':
      return {
        toast: {
          variant: 'destructive',
          title: 'Link inválido ou expirado',
          description: isEmailChange
            ? 'Este link de troca de email não vale mais. Peça a troca novamente em Configurações.'
            : 'Este link de confirmação não vale mais. Entre na sua conta e peça um novo em "Reenviar email".',
        },
        refreshSession: false,
        cleanedSearch,
      };
    default:
      return { toast: {}, refreshSession: false, cleanedSearch };
  }
}
