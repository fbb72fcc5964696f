import { useState } from 'react';

/**
 * True from the first time `isOpen` is true: a lazily loaded modal's code is fetched then, and the
 * modal stays mounted afterwards so its closing animation can play.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  return opened;
}
