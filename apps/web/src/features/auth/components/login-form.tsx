import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { labelClassName } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { authModalReturnPath } from '../../../lib/auth-modal-store.ts';
import { useSignInMutation } from '../api/sign-in.ts';
import { destinationAfterSignIn } from '../lib/destination-after-sign-in.ts';
import { signInErrorMessage } from '../lib/sign-in-error.ts';
import { useFinishAuthentication } from './use-finish-authentication.ts';

/**
 * Login (spec: email and password required, show/hide toggle, forgot-password link, 'Entrar' /
 * 'Entrando...'). Success closes the modal and goes to the profile (or the page that asked for
 * the login); a failure is said inside the form, next to what to fix.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const id = useId();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignInMutation();
  const finish = useFinishAuthentication();
  const busy = useRef(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click or Enter held down sends one request.
    if (busy.current) return;
    busy.current = true;
    const trimmed = email.trim();
    setEmail(trimmed);
    setError(null);
    signIn.mutate(
      { email: trimmed, password },
      {
        // A modal opened over a page (the session ended there) comes back to it.
        onSuccess: ({ user }) => finish(user, authModalReturnPath() ?? destinationAfterSignIn(user, search)),
        onError: (failure) => setError(signInErrorMessage(failure)),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      {error && (
        <p id={`${id}-error`} role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-email`} className={labelClassName}>
          Email
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="seu@email.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div>
        <div className="mb-1.5 flex items-center justify-between gap-4">
          <label htmlFor={`${id}-password`} className={labelClassName.replace('mb-1.5 ', '')}>
            Senha
          </label>
          <Link
            to="/esqueci-senha"
            onClick={onForgotPassword}
            className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            Esqueceu a senha?
          </Link>
        </div>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          required
          maxLength={128}
          placeholder="Sua senha"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={signIn.isPending}>
        {signIn.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
