import { type KeyboardEvent, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { withFirstNamePrefix } from "../../../shared/name-rules";

/**
 * SPEC §5 name behaviour for a react-hook-form form with `firstName` and `fullName` (sign-up, complete-profile,
 * my-data): a space in the first name moves to the full name; the full name keeps the first name as its prefix,
 * replaced on every change (never piled up); the full name is disabled until there is a first name.
 * Spread `firstName` and `fullName` on the two inputs.
 */
export function useNameFields<T extends FieldValues & { firstName: string; fullName: string }>(form: UseFormReturn<T>) {
  const first = "firstName" as Path<T>;
  const full = "fullName" as Path<T>;
  const fullInput = useRef<HTMLInputElement | null>(null);
  // react-hook-form has already stored the new value when onChange runs: the old prefix is kept here.
  const lastFirst = useRef<string>(form.getValues(first) ?? "");
  const firstReg = form.register(first, {
    onChange: (e: { target: { value: string } }) => {
      const next = e.target.value;
      const fullName = withFirstNamePrefix(lastFirst.current, next, form.getValues(full) ?? "");
      form.setValue(full, fullName as PathValue<T, Path<T>>, { shouldValidate: form.formState.isSubmitted });
      lastFirst.current = next;
    },
  });
  const fullReg = form.register(full);
  const hasFirst = String(form.watch(first) ?? "").trim() !== "";

  return {
    firstName: {
      ...firstReg,
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key !== " ") return;
        e.preventDefault();
        const el = fullInput.current;
        if (!el || el.disabled) return;
        el.focus();
        el.setSelectionRange(el.value.length, el.value.length);
      },
    },
    fullName: {
      ...fullReg,
      disabled: !hasFirst,
      ref: (el: HTMLInputElement | null) => {
        fullReg.ref(el);
        fullInput.current = el;
      },
    },
  };
}
