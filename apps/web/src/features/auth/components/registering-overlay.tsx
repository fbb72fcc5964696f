import { createPortal } from 'react-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * Full-screen 'Quase lá!' while the account, profile and photo are created (docs/product.md "Spec 2"). On
 * document.body, above the dialog, so nothing can be clicked twice meanwhile.
 */
export function RegisteringOverlay() {
  return createPortal(
    <output
      aria-live="assertive"
      className="pointer-events-auto fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white px-6 text-center animate-fade-in"
    >
      <Spinner className="size-12 text-brand-600" />
      <p className="text-2xl font-bold text-gray-900">Quase lá!</p>
      <p className="max-w-xs text-base text-gray-600">Estamos preparando tudo para você... Seu perfil está sendo criado!</p>
    </output>,
    document.body,
  );
}
