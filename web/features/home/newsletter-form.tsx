import { useForm } from "react-hook-form";
import { footerCopy } from "#copy/footer";
import { homeCopy } from "#copy/home";
import { newsletterFormSchema } from "../../../shared/catalog-schemas";

import { PrivacyNotice } from "../../components/ui/privacy-notice";
import { formResolver } from "../../lib/form-resolver";
import { useSubscribeNewsletter } from "./api/newsletter";

type Values = { email: string; consent: boolean };

/** DESIGN §6.6: the subscription is stored (e-mail and consent time); the consent is an unticked box the subscriber ticks. */
export function NewsletterForm() {
  const form = useForm<Values>({ resolver: formResolver(newsletterFormSchema), defaultValues: { email: "", consent: false } });
  const subscribe = useSubscribeNewsletter(() => form.reset());
  const error = form.formState.errors.email?.message;
  const consentError = form.formState.errors.consent?.message;
  return (
    <section aria-labelledby="newsletter" className="bg-brand-700 py-12 text-white">
      <div className="container-page max-w-2xl text-center">
        <h2 id="newsletter" className="text-2xl font-extrabold sm:text-3xl">
          {homeCopy.home.newsletterTitle}
        </h2>
        <p className="mt-3 text-brand-50">{homeCopy.home.newsletterText}</p>
        <form noValidate onSubmit={form.handleSubmit((v) => subscribe.mutate({ email: v.email, consent: true }))} className="mt-6 space-y-3 text-left">
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              {homeCopy.home.newsletterEmail}
            </label>
            <input
              id="newsletter-email"
              type="email"
              autoComplete="email"
              placeholder={homeCopy.home.newsletterEmail}
              aria-invalid={error ? true : undefined}
              aria-describedby="newsletter-feedback"
              {...form.register("email", { onChange: () => subscribe.reset() })}
              className="h-12 w-full rounded-full border-2 sm:flex-1 border-white bg-white px-5 text-ink placeholder:text-stone-600 focus-visible:outline-white"
            />
            <button
              type="submit"
              disabled={subscribe.isPending}
              className="btn h-12 bg-white px-8 text-brand-800 hover:bg-brand-50 focus-visible:outline-white"
            >
              {homeCopy.home.newsletterSubmit}
            </button>
          </div>
          <label className="flex items-start gap-2 text-sm text-white">
            <input
              type="checkbox"
              aria-invalid={consentError ? true : undefined}
              aria-describedby="newsletter-feedback"
              {...form.register("consent", { onChange: () => subscribe.reset() })}
              className="mt-0.5 size-5 shrink-0 accent-white focus-visible:outline-white"
            />
            <span>{homeCopy.home.newsletterConsent}</span>
          </label>
          <PrivacyNotice text={footerCopy.privacyNotice.newsletter} className="text-xs text-brand-50" />
        </form>
        <div id="newsletter-feedback" aria-live="polite" className="mt-3 min-h-6 text-sm font-medium">
          {error && <p role="alert">{homeCopy.home.newsletterInvalid}</p>}
          {!error && consentError && <p role="alert">{consentError}</p>}
          {subscribe.isSuccess && <p>{homeCopy.home.newsletterSuccess}</p>}
          {subscribe.isError && <p role="alert">{homeCopy.home.newsletterError}</p>}
        </div>
      </div>
    </section>
  );
}
