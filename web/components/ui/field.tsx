import { type ComponentProps, type ReactNode, useId } from "react";

/** A labelled control with its error (announced, and linked by aria-describedby). */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-erro`;
  const hintId = `${id}-ajuda`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && (
        <p id={hintId} className="text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  "h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-600";

/** React 19 passes `ref` as a prop, so react-hook-form's register() works on it directly. */
export function TextInput(props: ComponentProps<"input">) {
  return <input {...props} className={`${inputClass} ${props.className ?? ""}`} />;
}

/** A multi-line text field in the inputs' look (its height from `rows`). */
export function TextArea(props: ComponentProps<"textarea">) {
  return <textarea {...props} className={`${inputClass} h-auto py-2 ${props.className ?? ""}`} />;
}
