import { copy } from "../../../shared/copy";
import { Stars } from "../../components/ui/stars";

/** SPEC §2: three fixed sample reviews. */
export function SampleReviews() {
  return (
    <section aria-labelledby="avaliacoes" className="space-y-4">
      <h2 id="avaliacoes" className="text-xl font-bold">
        {copy.product.reviews}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {copy.product.sampleReviews.map((r) => (
          <li key={r.name} className="card p-4">
            <Stars rating={5} />
            <p className="mt-2 text-sm text-stone-700">{r.text}</p>
            <p className="mt-3 text-sm font-semibold">{r.name}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
