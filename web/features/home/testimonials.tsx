import { useQuery } from "@tanstack/react-query";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { homeCopy } from "#copy/home";
import { reviewsCopy } from "#copy/reviews";
import { TESTIMONIAL_INTERVAL_MS } from "../../../shared/constants";
import { paths } from "../../../shared/paths";
import type { LatestReview } from "../../../shared/reviews";
import { ReviewLanguageNote, reviewTextLang } from "../../components/product/review-language";
import { Stars } from "../../components/ui/stars";
import { useEmblaSelected } from "../../lib/use-embla-selected";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { latestReviewsQuery } from "./api/latest-reviews";

const initialsOf = (name: string) =>
  name
    .split(" ")
    .map((w) => w[0])
    .join("");

/**
 * SPEC §1's testimonials carousel, with real reviews instead of nine fixed 5-star ones (decisions/0017, deviation R3):
 * the newest reviews with a text, each with its own rating and the product it is about. No reviews, no section.
 */
export function Testimonials() {
  const { data, isPending, isError } = useQuery(latestReviewsQuery);
  if (isPending) return <div aria-hidden className="container-page min-h-[420px] py-12" />;
  if (isError || data.items.length === 0) return null;
  return <ReviewsCarousel items={data.items} />;
}

/** Auto-advances every 4000 ms and loops; pauses while hovered or focused; still and instant under reduced motion. */
function ReviewsCarousel({ items }: { items: LatestReview[] }) {
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const selected = useEmblaSelected(embla);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!embla || paused || reducedMotion) return;
    const t = setInterval(() => embla.scrollNext(), TESTIMONIAL_INTERVAL_MS);
    return () => clearInterval(t);
  }, [embla, paused, reducedMotion]);

  return (
    <section
      aria-labelledby="depoimentos"
      className="container-page py-12"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 id="depoimentos" className="text-center text-2xl font-extrabold sm:text-3xl">
        {homeCopy.home.testimonials}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-stone-600">{homeCopy.home.testimonialsNote}</p>
      <div className="relative mt-8">
        <div
          ref={viewport}
          className="overflow-hidden"
          role="region"
          aria-roledescription={commonCopy.common.carousel}
          aria-label={homeCopy.home.testimonialsCarousel}
          data-testid="testimonials"
        >
          <ul className="flex">
            {items.map((r, i) => (
              <li
                key={r.id}
                className="min-w-0 flex-[0_0_100%] px-2 md:flex-[0_0_50%] lg:flex-[0_0_33.333%]"
                aria-roledescription={commonCopy.common.slide}
                aria-label={`${i + 1} / ${items.length}`}
                data-selected={selected === i ? "true" : undefined}
              >
                <figure className="flex h-full flex-col gap-3 card p-6">
                  <div className="flex items-center gap-3">
                    <span aria-hidden className="grid size-11 place-items-center rounded-full bg-brand-100 font-bold text-brand-800">
                      {initialsOf(r.reviewer)}
                    </span>
                    <Stars rating={r.rating} label={reviewsCopy.reviews.ratingOf(r.rating)} />
                  </div>
                  {r.title && (
                    <p lang={reviewTextLang(r.language)} className="font-semibold">
                      {r.title}
                    </p>
                  )}
                  <blockquote lang={reviewTextLang(r.language)} className="flex-1 text-stone-700">
                    “{r.body}”
                  </blockquote>
                  <ReviewLanguageNote language={r.language} />
                  <figcaption className="text-sm">
                    <span className="font-semibold">{r.reviewer}</span>
                    <span className="text-stone-600"> · {reviewsCopy.reviews.verified}</span>
                    <Link to={paths.product(r.product.id)} className="mt-1 block text-brand-700 underline underline-offset-2 hover:text-brand-800">
                      {homeCopy.home.reviewAbout(r.product.name)}
                    </Link>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label={homeCopy.home.previous}
            onClick={() => embla?.scrollPrev(reducedMotion)}
            className="grid size-11 place-items-center rounded-full border border-stone-300 bg-white hover:border-brand-600"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <div className="flex gap-1">
            {items.map((r, i) => (
              <button
                key={r.id}
                type="button"
                aria-label={homeCopy.home.goToSlide(i + 1)}
                aria-current={selected === i ? "true" : undefined}
                onClick={() => embla?.scrollTo(i, reducedMotion)}
                className="grid size-6 place-items-center"
              >
                <span className={`block size-2.5 rounded-full ${selected === i ? "bg-brand-700" : "bg-stone-300"}`} />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={homeCopy.home.next}
            onClick={() => embla?.scrollNext(reducedMotion)}
            className="grid size-11 place-items-center rounded-full border border-stone-300 bg-white hover:border-brand-600"
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
