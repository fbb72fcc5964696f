/**
 * The sandbox's card token: what the sandbox payment form sends where Mercado Pago's Brick would
 * send a real card token. It carries only what the sandbox needs to decide (the holder's name, as
 * Mercado Pago's test cards do) and to show (last four digits); never a full card number or CVV.
 */
export interface SandboxCardTokenData {
  holder: string;
  last4: string;
  brand: string;
}

const prefix = 'sandbox_tok_';

export function encodeSandboxCardToken(data: SandboxCardTokenData): string {
  return `${prefix}${encodeURIComponent(JSON.stringify({ holder: data.holder.slice(0, 60), last4: data.last4, brand: data.brand }))}`;
}

export function decodeSandboxCardToken(token: string): SandboxCardTokenData | null {
  if (!token.startsWith(prefix)) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(token.slice(prefix.length))) as Partial<SandboxCardTokenData>;
    if (typeof parsed.holder !== 'string' || typeof parsed.last4 !== 'string' || typeof parsed.brand !== 'string') return null;
    return { holder: parsed.holder, last4: parsed.last4, brand: parsed.brand };
  } catch {
    return null;
  }
}
