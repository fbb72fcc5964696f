/** /mensagens with no thread open: what the wide screen shows beside the list (phones show only the list). */
export function Component() {
  return <p className="m-auto max-w-xs px-6 text-center text-sm text-gray-600">Escolha uma conversa para ler e responder.</p>;
}
