/**
 * The catalog's messages for answers that are not the API's own (a proxy's 413, a crashed server's
 * 5xx, an unknown route): the web app's API client needs these on every page, and only these, so
 * they live apart from the rest of the catalog (error-catalog.ts uses them).
 */
export const transportErrorMessages = {
  ROUTE_NOT_FOUND: 'Endereço da API não encontrado.',
  IMAGE_TOO_LARGE: 'A imagem é grande demais. Envie uma foto de até 10 MB.',
  PAYLOAD_TOO_LARGE: 'O arquivo ou os dados enviados são grandes demais.',
  INTERNAL_ERROR: 'Ocorreu um erro inesperado. Tente novamente.',
} as const;
