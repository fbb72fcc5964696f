import { Circle, CircleAlert, CircleCheck, ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { cn } from '../../../lib/cn.ts';

interface OverviewPanelProps {
  firstName: string;
  email: string;
  emailVerified: boolean;
  profileSlug: string | null;
  /** null while the profile loads or when it failed. */
  completeness: { percent: number; items: Array<{ key: string; label: string; done: boolean }> } | null;
  /** 'Reenviar email' (composed by the route). */
  resendAction: ReactNode;
  /** The role's numbers as cards linking to their tabs (composed by the route). */
  stats?: ReactNode;
}

/** Visão Geral: a welcome, the account's status and what is left to make the profile complete. */
export function OverviewPanel({ firstName, email, emailVerified, profileSlug, completeness, resendAction, stats }: OverviewPanelProps) {
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Olá, {firstName}!</h2>
        <p className="mt-1 text-gray-600">Boas-vindas ao seu painel. Daqui você cuida do seu perfil e da sua conta.</p>
      </div>

      {stats}

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="status-da-conta">
          <h3 id="status-da-conta" className="text-lg font-semibold text-gray-900">
            Status da conta
          </h3>
          {emailVerified ? (
            <p className="mt-3 flex items-start gap-2 text-sm text-emerald-800">
              <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                Email confirmado: <strong className="break-all">{email}</strong>
              </span>
            </p>
          ) : (
            <div className="mt-3 grid gap-3">
              <p className="flex items-start gap-2 text-sm text-amber-900">
                <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <span>
                  Email ainda não confirmado: <strong className="break-all">{email}</strong>. Confirme para publicar vagas, se candidatar e fazer pagamentos.
                </span>
              </p>
              <div>{resendAction}</div>
            </div>
          )}
        </section>

        <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="perfil-completo">
          <div className="flex items-baseline justify-between gap-4">
            <h3 id="perfil-completo" className="text-lg font-semibold text-gray-900">
              Seu perfil
            </h3>
            {completeness && <span className="text-sm font-semibold text-brand-700">{completeness.percent}% completo</span>}
          </div>
          {completeness && (
            <>
              <progress
                aria-label="Perfil completo"
                max={100}
                value={completeness.percent}
                className="mt-3 block h-2 w-full appearance-none overflow-hidden rounded-full bg-gray-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-gray-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
              >
                {completeness.percent}%
              </progress>
              <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
                {completeness.items.map((item) => (
                  <li key={item.key} className={cn('flex items-center gap-2', item.done ? 'text-gray-700' : 'text-gray-500')}>
                    {item.done ? (
                      <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-label="Feito" />
                    ) : (
                      <Circle className="size-4 shrink-0 text-gray-300" aria-label="Falta" />
                    )}
                    {item.label}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/dashboard?tab=profile" className={buttonVariants({ size: 'sm' })}>
              <Pencil className="size-4" aria-hidden="true" />
              Editar perfil
            </Link>
            {profileSlug && (
              <Link to={`/perfil/${encodeURIComponent(profileSlug)}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <ExternalLink className="size-4" aria-hidden="true" />
                Ver perfil público
              </Link>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
