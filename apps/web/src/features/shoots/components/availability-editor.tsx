import { type ShootAvailability, todayInBrazil, weekdayLabels } from '@passarela/shared';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { selectClassName } from '../../../components/ui/option-select.tsx';
import { formatDateBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveShootAvailability } from '../api/shoot-availability.ts';
import { type AvailabilityFormValues, type DayHours, availabilityFormValues, availabilityRequest, halfHourOptions, withBlockedDate } from '../lib/availability-form.ts';

/** Monday first, as a Brazilian week is read; the API numbers Sunday 0. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/**
 * 'Disponibilidade': the hours of each weekday the photographer shoots (one range a day) and the
 * dates she is away. Buyers only see start times inside these hours, outside blocked dates and
 * other bookings.
 */
export function AvailabilityEditor({ availability }: { availability: ShootAvailability }) {
  const save = useSaveShootAvailability();
  const [values, setValues] = useState<AvailabilityFormValues>(() => availabilityFormValues(availability));
  const [newDate, setNewDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dateId = useId();
  const setDay = (weekday: number, change: Partial<DayHours>) =>
    setValues((current) => ({ ...current, days: current.days.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)) }));

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const request = availabilityRequest(values);
        if ('error' in request) {
          setError(request.error);
          return;
        }
        setError(null);
        save.mutate(request.body, {
          onSuccess: () => toast({ variant: 'success', title: 'Disponibilidade salva' }),
          onError: (failure) => setError(failure.message),
        });
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">Horários da semana</legend>
        {weekOrder.map((weekday) => {
          const day = values.days[weekday] as DayHours;
          const name = weekdayLabels[weekday] ?? '';
          return (
            <div key={weekday} className="grid gap-1 border-b border-gray-100 pb-2 last:border-0 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center sm:gap-2">
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-gray-900">
                <input type="checkbox" className="size-4 accent-brand-600" checked={day.open} onChange={(event) => setDay(weekday, { open: event.target.checked })} />
                {name}
              </label>
              {day.open ? (
                <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1.5">
                  <select aria-label={`${name}: início`} className={selectClassName} value={day.start} onChange={(event) => setDay(weekday, { start: event.target.value })}>
                    {halfHourOptions.slice(0, -1).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  <span className="text-sm text-gray-600" aria-hidden="true">
                    às
                  </span>
                  <select aria-label={`${name}: fim`} className={selectClassName} value={day.end} onChange={(event) => setDay(weekday, { end: event.target.value })}>
                    {halfHourOptions.slice(1).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <span className="text-sm text-gray-500">Sem ensaios</span>
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">Datas bloqueadas</legend>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={dateId} className="mb-1.5 block text-sm text-gray-700">
              Data em que você não fotografa
            </label>
            <input id={dateId} type="date" min={todayInBrazil()} className={inputClassName} value={newDate} onChange={(event) => setNewDate(event.target.value)} />
          </div>
          <Button
            variant="outline"
            className="h-12"
            disabled={!newDate}
            onClick={() => {
              setValues((current) => ({ ...current, blockedDates: withBlockedDate(current.blockedDates, newDate) }));
              setNewDate('');
            }}
          >
            Bloquear
          </Button>
        </div>
        {values.blockedDates.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Datas bloqueadas">
            {values.blockedDates.map((date) => (
              <li key={date} className="inline-flex h-9 items-center gap-1 rounded-full bg-gray-100 pr-1 pl-3 text-sm text-gray-800">
                {formatDateBr(date)}
                <button
                  type="button"
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-gray-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  aria-label={`Desbloquear ${formatDateBr(date)}`}
                  onClick={() => setValues((current) => ({ ...current, blockedDates: current.blockedDates.filter((item) => item !== date) }))}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" isLoading={save.isPending}>
        Salvar disponibilidade
      </Button>
    </form>
  );
}
