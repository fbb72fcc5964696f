import { type GuardianConsentView, guardianConsentText } from '@passarela/shared';
import { Check, CircleCheck, ShieldCheck, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatLongDateTimeBr } from '../../../lib/format-date.ts';
import { useConfirmGuardianConsent, useGuardianConsentLink } from '../api/guardian-consent-link.ts';
import { GuardianConsentCard } from './guardian-consent-card.tsx';

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * /responsavel/confirmar?token=: a minor's guardian reads what the consent covers and confirms it
 * (README "Minors reach contractors through a guardian"). No account needed: the emailed link is
 * the proof, and works once.
 */
export function GuardianConsentConfirmation({ token, siteName }: { token: string; siteName: string }) {
  const link = useGuardianConsentLink(token);
  const confirm = useConfirmGuardianConsent();

  if (link.isPending) {
    return (
      <GuardianConsentCard icon={<ShieldCheck className="size-6" aria-hidden="true" />} title="Autorização do responsável legal">
        <Spinner className="size-6" />
      </GuardianConsentCard>
    );
  }
  if (confirm.data) return <Confirmed consent={confirm.data} siteName={siteName} />;
  if (link.isError) {
    const invalid = isApiError(link.error) && link.error.code === 'GUARDIAN_CONSENT_LINK_INVALID';
    return (
      <GuardianConsentCard
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title={invalid ? 'Link inválido ou expirado' : 'Não foi possível abrir a autorização'}
      >
        <p role="alert">{link.error.message}</p>
        {!invalid && (
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => void link.refetch()}>
            Tentar novamente
          </Button>
        )}
      </GuardianConsentCard>
    );
  }
  return <ConsentForm consent={link.data} siteName={siteName} onConfirm={() => confirm.mutate(token)} isPending={confirm.isPending} error={confirm.error} />;
}

function ConsentForm({
  consent,
  siteName,
  onConfirm,
  isPending,
  error,
}: {
  consent: GuardianConsentView;
  siteName: string;
  onConfirm: () => void;
  isPending: boolean;
  error: Error | null;
}) {
  const text = guardianConsentText({ modelName: consent.model_name, siteName });
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const ids = { box: useId(), missing: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setMissing(true);
      document.getElementById(ids.box)?.focus();
      return;
    }
    onConfirm();
  }

  return (
    <GuardianConsentCard icon={<ShieldCheck className="size-6" aria-hidden="true" />} title={text.title}>
      <p>
        Olá, {firstNameOf(consent.guardian_name)}! {text.intro}
      </p>
      <ul className="grid gap-2">
        {text.permissions.map((item) => (
          <li key={item} className="flex gap-2">
            <Check className="mt-1.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {text.closing.map((paragraph) => (
        <p key={paragraph} className="text-sm leading-6 text-gray-600">
          {paragraph}
        </p>
      ))}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="rounded-xl border border-gray-200 bg-gray-50 p-4">
          <div className="flex items-start gap-3">
            <input
              id={ids.box}
              type="checkbox"
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) setMissing(false);
              }}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? ids.missing : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
            <label htmlFor={ids.box} className="text-sm leading-6 font-medium text-gray-900">
              {text.declaration}
            </label>
          </div>
          {missing && (
            <p id={ids.missing} className="mt-2 text-sm font-medium text-red-700">
              Marque a declaração para confirmar.
            </p>
          )}
        </div>
        {error && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {error.message}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" isLoading={isPending}>
          Confirmar autorização
        </Button>
        <p className="text-xs leading-5 text-gray-500">
          Este link vale até {formatLongDateTimeBr(consent.expires_at)} e só pode ser usado uma vez. Versão do texto: {consent.text_version}.
        </p>
      </form>
    </GuardianConsentCard>
  );
}

function Confirmed({ consent, siteName }: { consent: GuardianConsentView; siteName: string }) {
  const model = firstNameOf(consent.model_name);
  return (
    <GuardianConsentCard icon={<CircleCheck className="size-6" aria-hidden="true" />} title="Autorização confirmada">
      <output className="block">
        Obrigado, {firstNameOf(consent.guardian_name)}! {model} já pode se candidatar a vagas e receber propostas na {siteName}. Quem contratar {model} vai
        falar com você pelo WhatsApp.
      </output>
      {consent.confirmed_at && <p className="text-sm text-gray-600">Confirmado em {formatLongDateTimeBr(consent.confirmed_at)}.</p>}
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}>
        Conhecer a {siteName}
      </Link>
    </GuardianConsentCard>
  );
}
