import { createContext, useContext } from 'react';

/** Lets controls placed in the header's mobile menu (e.g. 'Entrar') close it when used. */
export const MobileMenuContext = createContext<() => void>(() => {});

export function useCloseMobileMenu(): () => void {
  return useContext(MobileMenuContext);
}
