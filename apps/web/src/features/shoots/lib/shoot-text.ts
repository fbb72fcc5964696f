/** Short texts of a package, as cards and the package page write them. */

/** '2 h', '1 h 30 min', '30 min'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '1 foto editada', '30 fotos editadas'. */
export function editedPhotosText(count: number): string {
  return count === 1 ? '1 foto editada' : `${count} fotos editadas`;
}

/** 'Entrega em 1 dia', 'Entrega em 7 dias'. */
export function deliveryDaysText(days: number): string {
  return days === 1 ? 'Entrega em 1 dia' : `Entrega em ${days} dias`;
}
