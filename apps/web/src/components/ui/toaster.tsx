import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { DEFAULT_TOAST_DURATION, type ToastItem, type ToastVariant, dismissToast, useToasts } from '../../lib/toast.ts';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-gray-200 bg-white text-gray-900',
  destructive: 'border-red-700 bg-red-700 text-white',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
};

const variantIcons = { default: Info, destructive: CircleAlert, success: CircleCheck } as const;

/** Renders the toast store (lib/toast.ts). Mounted once, outside the router, so it survives any screen. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={DEFAULT_TOAST_DURATION} label="Notificação">
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      {/* F8 is Radix's default hotkey; {hotkey} is replaced in the label read by screen readers. */}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notificações ({hotkey})"
        className="fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm md:top-auto md:bottom-0"
      />
    </Toast.Provider>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const Icon = variantIcons[item.variant];
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={item.variant}
      className={cn('toast pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg', variantStyles[item.variant])}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', item.variant === 'default' && 'text-brand-600')} aria-hidden="true" />
      <div className="grid gap-1">
        {item.title && <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>}
        {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
      </div>
      <Toast.Close
        aria-label="Fechar"
        className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-full opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  );
}
