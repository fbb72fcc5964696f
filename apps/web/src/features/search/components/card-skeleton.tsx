/** A card's shape (detailLines: the lines under name and place) while its data loads: the same photo square and text lines as the real card. */
export function CardSkeleton({ detailLines = 1 }: { detailLines?: number }) {
  return (
    <div className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200">
      <div className="aspect-square bg-gray-200" />
      <div className="flex flex-col gap-0.5 p-3">
        <div className="flex h-6 items-center">
          <div className="h-4 w-3/4 rounded bg-gray-200" />
        </div>
        <div className="flex h-5 items-center">
          <div className="h-3.5 w-1/2 rounded bg-gray-200" />
        </div>
        {Array.from({ length: detailLines }, (_, line) => (
          <div key={line} className="flex h-5 items-center">
            <div className="h-3.5 w-2/3 rounded bg-gray-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
