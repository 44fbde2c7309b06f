import { useForm } from "react-hook-form";
import { footerCopy } from "#copy/footer";
import { infoCopy } from "#copy/info-pages";
import { CONTACT_LIMITS, type ContactMessageInput, contactMessageSchema } from "../../../shared/contact";
import { isInputError } from "../../../shared/error-codes";
import { Field, TextArea, TextInput } from "../../components/ui/field";
import { FormError } from "../../components/ui/form-error";
import { PrivacyNotice } from "../../components/ui/privacy-notice";
import { ApiError } from "../../lib/api-client";
import { formResolver } from "../../lib/form-resolver";
import { useSendContactMessage } from "./api/contact";

const t = infoCopy.contact;
const empty: ContactMessageInput = { name: "", email: "", subject: "", message: "" };

/** The contact form: the shared schema's limits and messages, the server's field error when it refuses one. */
export function ContactForm() {
  const form = useForm<ContactMessageInput>({ resolver: formResolver(contactMessageSchema), defaultValues: empty });
  const send = useSendContactMessage();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    try {
      await send.mutateAsync(v);
      form.reset(empty);
    } catch (err) {
      if (err instanceof ApiError && isInputError(err.code) && err.field && err.field in empty) {
        form.setError(err.field as keyof ContactMessageInput, { message: err.message });
      }
    }
  });
  const failure = send.error instanceof ApiError && !(isInputError(send.error.code) && send.error.field) ? send.error.message : send.error ? t.sendError : null;

  const text = (name: "name" | "email" | "subject", label: string, type: string, autoComplete: string, maxLength: number) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...form.register(name, { onChange: () => send.isSuccess && send.reset() })}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contacto-form" className="card space-y-4 p-5">
      <h2 id="contacto-form" className="text-lg font-bold">
        {t.formHeading}
      </h2>
      {text("name", t.name, "text", "name", CONTACT_LIMITS.name)}
      {text("email", t.email, "email", "email", CONTACT_LIMITS.email)}
      {text("subject", t.subject, "text", "off", CONTACT_LIMITS.subject)}
      <Field label={t.message} error={errors.message?.message} hint={t.messageHint(CONTACT_LIMITS.message)}>
        {({ id, describedBy, invalid }) => (
          <TextArea
            id={id}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register("message")}
          />
        )}
      </Field>
      <PrivacyNotice text={footerCopy.privacyNotice.contact} />
      <FormError>{failure}</FormError>
      <div aria-live="polite">{send.isSuccess && <p className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900">{t.sent}</p>}</div>
      <button type="submit" className="btn-primary w-full py-3 sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? t.sending : t.submit}
      </button>
    </form>
  );
}
