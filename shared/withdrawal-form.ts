import { withdrawalCopy } from "#copy/withdrawal";

/**
 * The model withdrawal form (Directive 2011/83/EU annex I(B); DL 24/2014 annex, part B), in Portuguese as the law
 * words it (the text is in shared/copy/withdrawal.ts). The order confirmation e-mail carries it and the returns page
 * can show the same lines. The trader's line is filled in by the caller: the shop's name and where it is reached.
 */
const f = withdrawalCopy.withdrawal.form;

export const WITHDRAWAL_FORM_TITLE = f.title;

export function withdrawalFormLines(trader: string): string[] {
  return [f.title, f.note, "", f.to(trader), ...f.fields, "", f.footnote];
}

export const withdrawalFormText = (trader: string) => withdrawalFormLines(trader).join("\n");
