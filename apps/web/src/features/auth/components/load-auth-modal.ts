/** The modal (Radix Dialog + forms) is its own chunk; buttons call this on hover/focus to warm it up. */
export const loadAuthModal = () => import('./auth-modal.tsx');

export function preloadAuthModal(): void {
  void loadAuthModal();
}
