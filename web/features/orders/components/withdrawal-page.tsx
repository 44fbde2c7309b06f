import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { withdrawalCopy } from "#copy/withdrawal";
import { copyText } from "../../../../shared/copy-keys";
import { paths } from "../../../../shared/paths";
import { publicWithdrawalSchema } from "../../../../shared/withdrawal";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { usePublicWithdrawal, withdrawalErrorMessage } from "../api/withdrawal-api";
import { WithdrawalDialog, WithdrawalDone } from "./withdrawal-dialog";

const t = withdrawalCopy.withdrawal;
type Fields = { orderNumber: string; email: string };
type Errors = Partial<Record<keyof Fields, string>>;

/**
 * /livre-resolucao (decisions/0014): the right of withdrawal without signing in. Order number and e-mail, the
 * confirmation step, then the acknowledgement. A wrong number or e-mail, the period over or an order already
 * withdrawn: the server's message above the form, the fields kept.
 */
export function WithdrawalPage() {
  useDocumentTitle(t.pageTitle);
  const [values, setValues] = useState<Fields>({ orderNumber: "", email: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [confirmed, setConfirmed] = useState<Fields | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ number: string; withdrawnAt: string; goodsSent: boolean } | null>(null);
  const withdraw = usePublicWithdrawal();
  const numberRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  /** Where the focus goes when the confirmation closes: the submit button, or the field a refusal is about. */
  const focusAfter = useRef<HTMLElement | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = publicWithdrawalSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        found[key] ??= copyText(issue.message);
      }
      setErrors(found);
      (found.orderNumber ? numberRef : emailRef).current?.focus();
      return;
    }
    setErrors({});
    withdraw.reset();
    focusAfter.current = submitRef.current;
    setConfirmed(parsed.data);
  };

  const confirm = async () => {
    if (!confirmed) return;
    try {
      setDone(await withdraw.mutateAsync(confirmed));
      setConfirmed(null);
    } catch (err) {
      // A wrong number/e-mail or a refusal is about the form: close the step and say it there.
      if (err instanceof ApiError && err.status !== 429 && err.code !== "http_error") {
        setConfirmed(null);
        if (err.field === "orderNumber" || err.field === "email") setErrors({ [err.field]: err.message });
        else setFormError(err.message);
        focusAfter.current = (err.field === "email" ? emailRef : numberRef).current;
      }
    }
  };

  return (
    <div className="container-page py-8">
      <div className="mx-auto max-w-xl space-y-6">
        <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: t.pageTitle }]} />
        <h1 className="text-2xl font-extrabold">{t.pageTitle}</h1>
        <p className="text-stone-700">{t.pageIntro}</p>
        {done ? (
          <WithdrawalDone number={done.number} withdrawnAt={done.withdrawnAt} goodsSent={done.goodsSent} />
        ) : (
          <form noValidate onSubmit={submit} className="card space-y-4 p-4 sm:p-6">
            <FormError>{formError}</FormError>
            <Field label={t.numberLabel} error={errors.orderNumber} hint={t.numberHint}>
              {({ id, describedBy, invalid }) => (
                <TextInput
                  ref={numberRef}
                  id={id}
                  name="orderNumber"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={12}
                  className="font-mono uppercase tracking-wider"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  value={values.orderNumber}
                  onChange={(e) => setValues((v) => ({ ...v, orderNumber: e.target.value }))}
                />
              )}
            </Field>
            <Field label={t.emailLabel} error={errors.email}>
              {({ id, describedBy, invalid }) => (
                <TextInput
                  ref={emailRef}
                  id={id}
                  name="email"
                  type="email"
                  autoComplete="email"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  value={values.email}
                  onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
                />
              )}
            </Field>
            <button ref={submitRef} type="submit" className="btn-primary w-full sm:w-auto">
              {t.submit}
            </button>
          </form>
        )}
        <p className="text-sm text-stone-600">
          <Link to={paths.orders} className="underline">
            {t.accountHint}
          </Link>
        </p>
        <WithdrawalDialog
          open={confirmed !== null}
          onOpenChange={(open) => !open && setConfirmed(null)}
          number={confirmed?.orderNumber ?? ""}
          pending={withdraw.isPending}
          error={withdraw.isError ? withdrawalErrorMessage(withdraw.error) : null}
          onConfirm={() => void confirm()}
          returnFocus={focusAfter}
        />
      </div>
    </div>
  );
}
