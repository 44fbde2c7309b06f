import { copy } from "../../../shared/copy";

export function Spinner({ label = copy.common.loading, className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-stone-600 ${className}`}>
      <span aria-hidden className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
