import { commonCopy } from "#copy/common";

/** `page` reserves the page's height, so the footer does not jump when the content arrives. */
export function Spinner({ label = commonCopy.common.loading, className = "", page = false }: { label?: string; className?: string; page?: boolean }) {
  return (
    <div role="status" className={`flex justify-center gap-3 py-10 text-stone-600 ${page ? "min-h-dvh items-start pt-24" : "items-center"} ${className}`}>
      <span aria-hidden className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
