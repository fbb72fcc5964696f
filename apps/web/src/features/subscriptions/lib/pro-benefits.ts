import { type SettingValues, formatNumberPtBr } from '@passarela/shared';

/** What PRO gives (docs/product.md "Subscription"), with the limits of the free plan from the settings. */
export function proBenefits(settings: Pick<SettingValues, 'FREE_MONTHLY_APPLICATIONS' | 'FREE_GALLERY_LIMIT' | 'PRO_GALLERY_LIMIT'>): string[] {
  return [
    'Selo PRO no seu perfil',
    'Primeiro lugar nas listas e buscas',
    `Candidaturas ilimitadas (no plano grátis são ${settings.FREE_MONTHLY_APPLICATIONS} por mês)`,
    `Galeria maior: até ${settings.PRO_GALLERY_LIMIT} fotos (no plano grátis são ${settings.FREE_GALLERY_LIMIT})`,
    'Veja quem favoritou você',
  ];
}

/** PLATFORM_FEE_BPS (centésimos de %) as people read it: 1000 -> '10%', 1250 -> '12,5%'. */
export function formatFeePercent(bps: number): string {
  return `${formatNumberPtBr(bps / 100, { max: 2 })}%`;
}

/** How much a year costs against twelve months, in whole percent (0 when the yearly plan is not cheaper). */
export function yearlySavingsPercent(monthlyCents: number, yearlyCents: number): number {
  const twelveMonths = monthlyCents * 12;
  if (twelveMonths <= 0 || yearlyCents >= twelveMonths) return 0;
  return Math.floor(((twelveMonths - yearlyCents) / twelveMonths) * 100);
}
