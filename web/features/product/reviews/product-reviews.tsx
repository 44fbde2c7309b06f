import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { LANG } from "#copy/language";
import { reviewsCopy } from "#copy/reviews";
import { LOCALE } from "../../../../shared/languages";
import { lazily } from "../../../../shared/lazily";
import { paths } from "../../../../shared/paths";
import { ReviewLanguageNote, reviewTextLang } from "../../../components/product/review-language";
import { Spinner } from "../../../components/ui/spinner";
import { Stars } from "../../../components/ui/stars";
import { useSession } from "../../../lib/session";
import { reviewsQueries } from "../api/reviews";

const t = reviewsCopy.reviews;
/** Only a buyer who may review sees the form: its code (react-hook-form, zod) loads then, not with every product page. */
const ReviewForm = lazy(() => import("./review-form").then((m) => ({ default: m.ReviewForm })));
const longDate = lazily(() => new Intl.DateTimeFormat(LOCALE[LANG], { day: "numeric", month: "long", year: "numeric" }));
const date = (iso: string) => longDate().format(new Date(iso));

/** Real reviews by customers who bought the product (decisions/0017): average, how they are checked, the list, the form. */
export function ProductReviews({ productId }: { productId: string }) {
  const session = useSession();
  const userId = session.data?.user.id;
  const list = useInfiniteQuery(reviewsQueries.list(productId));
  const eligibility = useQuery({ ...reviewsQueries.eligibility(productId, userId), enabled: !session.isPending });
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const reason = eligibility.data?.reason;

  return (
    <section aria-labelledby="avaliacoes" className="space-y-4">
      <h2 id="avaliacoes" className="text-xl font-bold">
        {t.title}
      </h2>
      {first &&
        (first.ratingAverage !== null ? (
          <p className="flex items-center gap-2" data-testid="reviews-summary">
            <span className="text-3xl font-extrabold text-stone-900" aria-hidden>
              {t.average(first.ratingAverage)}
            </span>
            <Stars rating={first.ratingAverage} size="size-5" label={t.starsLabel(first.ratingAverage, first.reviewCount)} />
            <span className="text-sm text-stone-600" aria-hidden>
              {t.count(first.reviewCount)}
            </span>
          </p>
        ) : (
          <p className="text-stone-700">{t.none}</p>
        ))}
      <p className="text-sm text-stone-600">
        {t.howChecked}{" "}
        <Link to={`${paths.terms}#${t.policyAnchor}`} className="font-medium text-brand-700 underline underline-offset-2">
          {t.policyLink}
        </Link>
      </p>
      {eligibility.data?.canReview && (
        <Suspense fallback={<Spinner />}>
          <ReviewForm productId={productId} />
        </Suspense>
      )}
      {reason === "sign_in" && (
        <p className="text-sm">
          <Link to={paths.auth({ voltar: paths.product(Number(productId)) })} className="font-semibold text-brand-700 underline">
            {t.signInToReview}
          </Link>
        </p>
      )}
      {reason === "not_buyer" && <p className="text-sm text-stone-700">{t.notBuyer}</p>}
      {reason === "not_delivered" && (
        <p role="note" className="text-sm text-stone-700">
          {t.notDelivered}
        </p>
      )}
      {reason === "already_reviewed" && <p className="text-sm text-stone-700">{t.alreadyReviewed}</p>}
      {items.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((r) => (
            <li key={r.id} className="card space-y-2 p-4">
              <Stars rating={r.rating} label={t.ratingOf(r.rating)} />
              {r.title && (
                <p lang={reviewTextLang(r.language)} className="font-semibold text-stone-900">
                  {r.title}
                </p>
              )}
              {r.body && (
                <p lang={reviewTextLang(r.language)} className="whitespace-pre-line text-sm text-stone-700">
                  {r.body}
                </p>
              )}
              {/* A rating alone has no words to be in a language. */}
              {(r.title || r.body) && <ReviewLanguageNote language={r.language} />}
              <p className="text-sm text-stone-600">
                <span className="font-semibold text-stone-800">{r.reviewer}</span> · {t.verified} · <time dateTime={r.createdAt}>{date(r.createdAt)}</time>
              </p>
              {r.reply && (
                <div className="rounded-xl border-l-4 border-brand-200 bg-brand-50 px-3 py-2 text-sm">
                  <p className="font-semibold text-stone-900">
                    {t.shopReply} · <time dateTime={r.reply.at}>{date(r.reply.at)}</time>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-stone-700">{r.reply.text}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button type="button" className="btn-outline h-10 px-4" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t.more}
        </button>
      )}
    </section>
  );
}
