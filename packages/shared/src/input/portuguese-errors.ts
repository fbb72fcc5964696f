import { z } from 'zod';

/**
 * Portuguese messages for every validation problem a schema does not describe itself (a wrong
 * type, a field nobody asked for, a value out of range), so no English from the validation library
 * reaches a person or an API client. Installed once, for the browser and the server alike, when
 * `@passarela/shared` is loaded.
 */
const typeNames: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
  null: 'um valor nulo',
  file: 'um arquivo',
};

const formatMessages: Record<string, string> = {
  email: 'Email inválido.',
  url: 'Endereço (URL) inválido.',
  uuid: 'Identificador inválido.',
  guid: 'Identificador inválido.',
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  datetime: 'Data e hora inválidas.',
  time: 'Hora inválida.',
};

const MAX_LISTED_OPTIONS = 12;

function listOptions(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED_OPTIONS).map((value) => String(value));
  return values.length > MAX_LISTED_OPTIONS ? `${shown.join(', ')}…` : shown.join(', ');
}

export function portugueseIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório.';
      return `Tipo inválido: envie ${typeNames[issue.expected] ?? 'um valor válido'}.`;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `Use no máximo ${max} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Envie no máximo ${max} itens.`;
      if (issue.origin === 'file') return `O arquivo pode ter no máximo ${max} bytes.`;
      return issue.inclusive ? `O valor deve ser no máximo ${max}.` : `O valor deve ser menor que ${max}.`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return min === '1' ? 'Campo obrigatório.' : `Use pelo menos ${min} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Envie pelo menos ${min} ${min === '1' ? 'item' : 'itens'}.`;
      return issue.inclusive ? `O valor deve ser pelo menos ${min}.` : `O valor deve ser maior que ${min}.`;
    }
    case 'invalid_format':
      return formatMessages[issue.format] ?? 'Formato inválido.';
    case 'not_multiple_of':
      return `O valor deve ser múltiplo de ${String(issue.divisor)}.`;
    case 'unrecognized_keys': {
      // The names come from the request: a few, shortened, are enough to find the typo.
      const names = listOptions(issue.keys.map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key)));
      return issue.keys.length === 1 ? `Campo não permitido: ${names}.` : `Campos não permitidos: ${names}.`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? 'Valor inválido.' : `Valor inválido. Use uma das opções: ${listOptions(issue.values)}.`;
    default:
      return 'Valor inválido.';
  }
}

z.config({ localeError: (issue) => portugueseIssueMessage(issue) });
