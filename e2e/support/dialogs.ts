import type { Page } from '@playwright/test';

/** The auth modal's two faces, by their titles. */
export const loginDialogTitle = 'Bem-vindo(a) de volta!';
export const registerDialogTitle = 'Crie sua Conta';

/**
 * Toasts by their DOM: while a modal dialog is open the rest of the page (toasts included) is
 * aria-hidden, so role queries cannot see them. (Screen readers still hear them: Radix announces
 * each toast through its own live region.)
 */
export function toastItems(page: Page) {
  return page.locator('li[data-variant]');
}
