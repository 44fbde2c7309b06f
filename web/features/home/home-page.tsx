import { DeferredSection } from "../../components/ui/deferred-section";
import { useDocumentTitle } from "../../lib/use-document-title";
import { Benefits } from "./benefits";
import { CategoryCards } from "./category-cards";
import { FeaturedProducts } from "./featured-products";
import { Hero } from "./hero";

// Below the fold: their code (embla, the form libraries) loads as the shopper scrolls towards them.
const loadTestimonials = () => import("./testimonials").then((m) => ({ default: m.Testimonials }));
const loadNewsletter = () => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm }));

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <CategoryCards />
      <Benefits />
      <FeaturedProducts />
      <DeferredSection load={loadTestimonials} minHeight={420} />
      <DeferredSection load={loadNewsletter} minHeight={300} />
    </>
  );
}
