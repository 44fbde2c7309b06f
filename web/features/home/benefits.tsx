import { Award, MessageCircleHeart, Truck } from "lucide-react";
import { commonCopy } from "#copy/common";
import { homeCopy } from "#copy/home";

const ICONS = [Truck, Award, MessageCircleHeart];

export function Benefits() {
  return (
    <section aria-labelledby="porque" className="bg-white py-12">
      <div className="container-page">
        <h2 id="porque" className="text-center text-2xl font-extrabold sm:text-3xl">
          {homeCopy.home.whyChoose} {commonCopy.brand}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {homeCopy.home.benefits.map((b, i) => {
            const Icon = ICONS[i]!;
            return (
              <li key={b.title} className="flex flex-col items-center gap-3 rounded-2xl bg-stone-50 p-6 text-center">
                <Icon aria-hidden className="size-8 text-brand-700" />
                <h3 className="font-bold">{b.title}</h3>
                <p className="text-sm text-stone-700">{b.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
