import { todayInBrazil } from '@passarela/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useShootSlots } from '../api/get-shoot-slots.ts';
import { SLOT_WINDOW_COUNT, dayChipText, longDayText, slotWindow } from '../lib/slot-window.ts';

const chipClassName =
  'relative flex cursor-pointer flex-col items-center justify-center rounded-xl border text-sm font-medium transition-colors select-none ' +
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-1';
const chipState = (checked: boolean) =>
  checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand-400';

/**
 * The free dates and start times of a package, two weeks at a time (the API's slots: weekly hours
 * minus blocked dates and bookings). Only free times are offered; both choices are radio groups,
 * so arrows move within them and Tab goes on.
 */
export function SlotPicker({
  packageId,
  date,
  startTime,
  onChange,
  error,
}: {
  packageId: string;
  date: string | null;
  startTime: string | null;
  onChange: (slot: { date: string | null; startTime: string | null }) => void;
  error?: string;
}) {
  const [today] = useState(todayInBrazil);
  const [windowIndex, setWindowIndex] = useState(0);
  const { from, to } = slotWindow(today, windowIndex);
  const slots = useShootSlots(packageId, from, to);
  const days = slots.data?.days ?? [];
  const chosenDay = days.find((day) => day.date === date);
  const errorId = `${packageId}-horario-erro`;

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-gray-900" id={`${packageId}-datas`}>
          Data ({dayChipText(from).day} a {dayChipText(to).day})
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" aria-label="Datas anteriores" disabled={windowIndex === 0} onClick={() => setWindowIndex((index) => index - 1)}>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Próximas datas"
            disabled={windowIndex >= SLOT_WINDOW_COUNT - 1}
            onClick={() => setWindowIndex((index) => index + 1)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {slots.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      ) : slots.isError ? (
        <div role="alert" className="grid gap-2 text-sm text-red-700">
          {slots.error.message}
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void slots.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : days.length === 0 ? (
        <p className="rounded-xl bg-gray-50 px-3 py-3 text-sm text-gray-700">Nenhum horário livre nestas datas. Veja as próximas datas.</p>
      ) : (
        <fieldset>
          <legend className="sr-only">Datas com horários livres</legend>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-5">
            {days.map((day) => {
              const text = dayChipText(day.date);
              const checked = day.date === date;
              return (
                <label key={day.date} className={cn(chipClassName, 'h-14', chipState(checked))}>
                  <input
                    type="radio"
                    name={`${packageId}-data`}
                    className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                    checked={checked}
                    onChange={() => onChange({ date: day.date, startTime: null })}
                    aria-label={`${longDayText(day.date)}, ${day.times.length === 1 ? '1 horário' : `${day.times.length} horários`}`}
                  />
                  <span className="text-xs capitalize opacity-80" aria-hidden="true">
                    {text.weekday.replace('.', '')}
                  </span>
                  <span aria-hidden="true">{text.day}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {chosenDay && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-900">Horário de início ({longDayText(chosenDay.date)})</legend>
          <div className="grid grid-cols-4 gap-2">
            {chosenDay.times.map((time) => {
              const checked = time === startTime;
              return (
                <label key={time} className={cn(chipClassName, 'h-11', chipState(checked))}>
                  <input
                    type="radio"
                    name={`${packageId}-horario`}
                    className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                    checked={checked}
                    onChange={() => onChange({ date: chosenDay.date, startTime: time })}
                  />
                  {time}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
