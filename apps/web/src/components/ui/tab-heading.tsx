/** The title and subtitle of a dashboard tab; `id` lets the tab's section be named by it. */
export function TabHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-gray-900">
        {title}
      </h2>
      <p className="mt-1 text-gray-600">{subtitle}</p>
    </div>
  );
}
