import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { TESTIMONIAL_INTERVAL_MS } from "../../../shared/constants";
import { copy } from "../../../shared/copy";
import { Stars } from "../../components/ui/stars";
import { useEmblaSelected } from "../../lib/use-embla-selected";

/** SPEC §1: nine fixed 5-star reviews, with the initials shown in place of a photo. */
const TESTIMONIALS = copy.home.testimonialItems.map((t) => ({
  ...t,
  rating: 5,
  initials: t.name
    .split(" ")
    .map((w) => w[0])
    .join(""),
}));

/** SPEC §1: auto-advances every 4000 ms and loops; pauses while hovered or focused. */
export function Testimonials() {
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const selected = useEmblaSelected(embla);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla || paused) return;
    const t = setInterval(() => embla.scrollNext(), TESTIMONIAL_INTERVAL_MS);
    return () => clearInterval(t);
  }, [embla, paused]);

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
        {copy.home.testimonials}
      </h2>
      <div className="relative mt-8">
        <div
          ref={viewport}
          className="overflow-hidden"
          role="region"
          aria-roledescription={copy.common.carousel}
          aria-label={copy.home.testimonialsCarousel}
          data-testid="testimonials"
        >
          <ul className="flex">
            {TESTIMONIALS.map((t, i) => (
              <li
                key={t.name}
                className="min-w-0 flex-[0_0_100%] px-2 md:flex-[0_0_50%] lg:flex-[0_0_33.333%]"
                aria-roledescription={copy.common.slide}
                aria-label={`${i + 1} / ${TESTIMONIALS.length}`}
                data-selected={selected === i ? "true" : undefined}
              >
                <figure className="flex h-full flex-col gap-3 card p-6">
                  <div className="flex items-center gap-3">
                    <span aria-hidden className="grid size-11 place-items-center rounded-full bg-brand-100 font-bold text-brand-800">
                      {t.initials}
                    </span>
                    <Stars rating={t.rating} />
                  </div>
                  <blockquote className="flex-1 text-stone-700">“{t.text}”</blockquote>
                  <figcaption className="font-semibold">{t.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label={copy.home.previous}
            onClick={() => embla?.scrollPrev()}
            className="grid size-11 place-items-center rounded-full border border-stone-300 bg-white hover:border-brand-600"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <div className="flex gap-1">
            {TESTIMONIALS.map((t, i) => (
              <button
                key={t.name}
                type="button"
                aria-label={copy.home.goToSlide(i + 1)}
                aria-current={selected === i ? "true" : undefined}
                onClick={() => embla?.scrollTo(i)}
                className="grid size-6 place-items-center"
              >
                <span className={`block size-2.5 rounded-full ${selected === i ? "bg-brand-700" : "bg-stone-300"}`} />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={copy.home.next}
            onClick={() => embla?.scrollNext()}
            className="grid size-11 place-items-center rounded-full border border-stone-300 bg-white hover:border-brand-600"
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
