import { shopCopy } from "#copy/shop";

/**
 * The product's description (its line breaks kept) and, for a product sold in colours, the colour: the one chosen, or
 * the ones on offer before a choice. The colour comes from the variants, so it follows the shopper's choice.
 */
export function ProductDescription({ text, colors, chosenColor }: { text: string; colors: string[]; chosenColor: string | null }) {
  return (
    <section aria-labelledby="descricao">
      <h2 id="descricao" className="text-lg font-bold">
        {shopCopy.product.description}
      </h2>
      <p className="mt-2 whitespace-pre-line text-stone-700">{text}</p>
      {colors.length > 0 && <p className="mt-2 font-medium text-stone-800">{shopCopy.product.descriptionColor(chosenColor, colors)}</p>}
    </section>
  );
}
