import { HomePage } from './home.tsx';

/**
 * /cadastro: the home page with the auth modal on top (register, or login with ?mode=login).
 * The modal itself is opened from the URL by AuthModalUrlSync in the main layout, which also
 * sends logged-in users to /dashboard with the toast of docs/product.md "Spec 4".
 */
export function Component() {
  return <HomePage />;
}
