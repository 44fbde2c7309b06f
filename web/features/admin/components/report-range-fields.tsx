import { useId } from "react";
import { reportsCopy } from "../../../../shared/copy/back-office/reports";
import { inputClass } from "../../../components/ui/field";

/** A report's range of Lisbon days ('De', 'Até'), read by its form as `de` and `ate`; shown again when the URL changes. */
export function ReportRangeFields({ from, to }: { from: string; to: string }) {
  const ids = { from: useId(), to: useId() };
  return (
    <>
      <label htmlFor={ids.from} className="text-sm">
        {reportsCopy.from}
        <input id={ids.from} name="de" type="date" defaultValue={from} key={`de-${from}`} className={`${inputClass} mt-1 w-40`} />
      </label>
      <label htmlFor={ids.to} className="text-sm">
        {reportsCopy.to}
        <input id={ids.to} name="ate" type="date" defaultValue={to} key={`ate-${to}`} className={`${inputClass} mt-1 w-40`} />
      </label>
    </>
  );
}
