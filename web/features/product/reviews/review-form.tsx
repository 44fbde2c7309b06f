import { Star } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { reviewsCopy } from "#copy/reviews";
import { isInputError } from "../../../../shared/error-codes";
import { REVIEW_LIMITS, reviewInputSchema } from "../../../../shared/reviews";
import { Field, TextArea, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { usePostReview } from "../api/reviews";

const t = reviewsCopy.reviews;
/**
 * react-hook-form reads a radio group's value as the checked input's string (setValueAs is not applied to radios),
 * so the form coerces the stars to a number before the shared schema's rules; no star chosen stays an error.
 */
const formSchema = reviewInputSchema.extend({
  rating: z.coerce.number(t.ratingRequired).int(t.ratingRequired).min(1, t.ratingRequired).max(5, t.ratingRequired),
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

/** The eligible customer's review: stars as a native radio group, optional title and text (shared schema and limits). */
export function ReviewForm({ productId }: { productId: string }) {
  const form = useForm<FormIn, unknown, FormOut>({ resolver: formResolver(formSchema), defaultValues: { title: "", body: "" } });
  const post = usePostReview(productId);
  const { errors, isSubmitting } = form.formState;
  const rating = Number(form.watch("rating")) || 0;

  const submit = form.handleSubmit(async (v) => {
    try {
      await post.mutateAsync(v);
      toast.success(t.thanks);
      form.reset();
    } catch (err) {
      if (err instanceof ApiError && isInputError(err.code) && (err.field === "rating" || err.field === "title" || err.field === "body")) {
        form.setError(err.field, { message: err.message });
      }
    }
  });
  const failure = post.error instanceof ApiError && !(isInputError(post.error.code) && post.error.field) ? post.error.message : null;

  return (
    <form noValidate onSubmit={submit} aria-labelledby="avaliar" className="card space-y-4 p-5">
      <h3 id="avaliar" className="text-lg font-bold">
        {t.formTitle}
      </h3>
      <fieldset aria-describedby={errors.rating ? "avaliar-estrelas-erro" : undefined}>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t.ratingLegend}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
              <input type="radio" value={n} className="sr-only" aria-label={t.star(n)} {...form.register("rating")} />
              <Star aria-hidden className={`size-8 ${n <= rating ? "fill-amber-400 text-amber-500" : "fill-stone-100 text-stone-400"}`} />
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="avaliar-estrelas-erro" className="mt-1 text-sm text-red-700">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <Field label={t.reviewTitle} error={errors.title?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput id={id} maxLength={REVIEW_LIMITS.title} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register("title")} />
        )}
      </Field>
      <Field label={t.reviewBody} error={errors.body?.message}>
        {({ id, describedBy, invalid }) => (
          <TextArea
            id={id}
            rows={4}
            maxLength={REVIEW_LIMITS.body}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register("body")}
          />
        )}
      </Field>
      <FormError>{failure}</FormError>
      <button type="submit" className="btn-primary w-full py-3 sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
