import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

/** The index of the slide an embla carousel has selected, kept in React state. */
export function useEmblaSelected(embla: UseEmblaCarouselType[1]): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);
  return index;
}
