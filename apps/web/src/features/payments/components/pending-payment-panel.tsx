import type { ProcessPaymentResponse } from '@passarela/shared';
import { Copy, ExternalLink } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePaymentPolling } from '../api/get-payment.ts';
import { useSimulatePayment } from '../api/simulate-payment.ts';
import { copyText, formatDeadline } from '../lib/copy-text.ts';
import { paymentFlow } from '../payment-modal-store.ts';

interface PendingPaymentPanelProps {
  result: ProcessPaymentResponse;
  isSandbox: boolean;
  onClose: () => void;
}

/**
 * A Pix or boleto waiting for the payer: QR code and copia e cola, or the boleto's link and
 * digitable line. Asks the server every 3 s while open; an approval turns this into the success
 * screen. In the sandbox a button settles it as the provider would.
 */
export function PendingPaymentPanel({ result, isSandbox, onClose }: PendingPaymentPanelProps) {
  const { pix, boleto, id } = result.payment;
  const polling = usePaymentPolling(id);
  const simulate = useSimulatePayment(id);
  const codeId = useId();

  useEffect(() => {
    if (polling.data) paymentFlow.paymentUpdated(polling.data);
  }, [polling.data]);

  const simulateApproval = () =>
    simulate.mutate('approved', {
      // The answer is the settled payment: no need to wait for the next poll.
      onSuccess: (view) => paymentFlow.paymentUpdated(view),
      onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível simular', description: error.message }),
    });

  return (
    <div className="space-y-4 text-center">
      {pix ? (
        <>
          <p className="text-base font-semibold text-gray-900">Pague com Pix</p>
          <p className="text-sm text-gray-600">Abra o app do seu banco, escolha Pix e leia o QR Code ou use o código copia e cola.</p>
          <img
            src={`data:image/png;base64,${pix.qr_code_base64}`}
            alt="QR Code do Pix"
            width={208}
            height={208}
            className="mx-auto size-52 rounded-lg border border-gray-200"
          />
          <div className="text-left">
            <label htmlFor={codeId} className="mb-1.5 block text-sm font-medium text-gray-900">
              Código Pix copia e cola
            </label>
            <textarea
              id={codeId}
              readOnly
              rows={3}
              value={pix.qr_code}
              className="block w-full resize-none rounded-xl border border-gray-300 bg-gray-50 p-3 font-mono text-xs break-all text-gray-800"
            />
          </div>
          <Button className="w-full" onClick={() => void copyText(pix.qr_code)}>
            <Copy className="size-4" aria-hidden="true" />
            Copiar código Pix
          </Button>
          {formatDeadline(pix.expires_at) ? <p className="text-sm text-gray-600">Válido até {formatDeadline(pix.expires_at)}.</p> : null}
        </>
      ) : null}
      {boleto ? (
        <>
          <p className="text-base font-semibold text-gray-900">Boleto gerado</p>
          {boleto.digitable_line ? (
            <>
              <p className="rounded-xl border border-gray-300 bg-gray-50 p-3 font-mono text-sm break-all text-gray-800">{boleto.digitable_line}</p>
              <Button variant="outline" className="w-full" onClick={() => void copyText(boleto.digitable_line ?? '', 'Linha digitável copiada!')}>
                <Copy className="size-4" aria-hidden="true" />
                Copiar linha digitável
              </Button>
            </>
          ) : null}
          <a href={boleto.url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ className: 'w-full' })}>
            <ExternalLink className="size-4" aria-hidden="true" />
            Abrir boleto
          </a>
          {formatDeadline(boleto.expires_at) ? <p className="text-sm text-gray-600">Vencimento: {formatDeadline(boleto.expires_at)}.</p> : null}
        </>
      ) : null}
      <output className="flex items-center justify-center gap-2 text-sm text-gray-700">
        <Spinner className="size-4 text-brand-600" />
        Aguardando a confirmação do pagamento...
      </output>
      {isSandbox ? (
        <Button variant="secondary" className="w-full" isLoading={simulate.isPending} onClick={simulateApproval}>
          Simular pagamento aprovado
        </Button>
      ) : null}
      <Button variant="ghost" className="w-full" onClick={onClose}>
        Fechar
      </Button>
    </div>
  );
}
