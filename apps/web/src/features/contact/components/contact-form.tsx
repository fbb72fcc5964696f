import { type ContactMessageBody, contactMessageBodySchema } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

type Field = keyof ContactMessageBody;
const empty: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

/** /contato's form: checked with the server's own rules; what was typed stays if sending fails. */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessageBody>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const id = useId();
  const send = useMutation({ mutationFn: (body: ContactMessageBody) => apiClient.post<{ id: string }>('/api/contact', body) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactMessageBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        setValues(empty);
      },
      onError: (error) => toast({ title: 'Não foi possível enviar', description: error.message, variant: 'destructive' }),
    });
  }

  if (sent) {
    return (
      <div aria-live="polite" className="mt-10 flex gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 text-green-900">
        <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Mensagem enviada!</p>
          <p className="mt-1 text-sm">Obrigado pelo contato. Nossa equipe responde pelo email que você informou.</p>
          <Button variant="link" className="mt-2" onClick={() => setSent(false)}>
            Enviar outra mensagem
          </Button>
        </div>
      </div>
    );
  }

  const field = (name: Field, label: string, input: 'input' | 'textarea', type = 'text') => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: fieldId,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-erro` : undefined,
    };
    return (
      <div>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-gray-900">
          {label}
        </label>
        {input === 'input' ? (
          <Input {...common} type={type} onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
        ) : (
          <textarea
            {...common}
            rows={6}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            className="block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-gray-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600"
          />
        )}
        {error && (
          <p id={`${fieldId}-erro`} className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-titulo`}
      className="mt-10 space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-titulo`} className="text-xl font-semibold text-gray-900">
        Fale com a gente
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Nome', 'input')}
        {field('email', 'Email', 'input', 'email')}
      </div>
      {field('subject', 'Assunto', 'input')}
      {field('message', 'Mensagem', 'textarea')}
      <Button type="submit" size="lg" isLoading={send.isPending}>
        Enviar mensagem
      </Button>
    </form>
  );
}
