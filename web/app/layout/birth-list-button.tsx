import { Gift } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { shopCopy } from "#copy/shop";
import type { BirthListButtonProps } from "../../components/product/product-actions";

/** The birth lists' dialog: its code loads on the first press, never with the product page. */
const AddToBirthListDialog = lazy(() =>
  import("../../features/birth-lists/components/add-to-birth-list-dialog").then((m) => ({ default: m.AddToBirthListDialog })),
);

/**
 * The product page's 'Adicionar à lista de nascimento' (issue 50), handed to it by the app: a plain button drawn and
 * taken over with the page (a press right after the page appears is never lost), which asks for a missing size or
 * colour first, then opens the birth lists' dialog.
 */
export function BirthListButton({ productName, variantId, chooseFirst }: BirthListButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-outline h-11" onClick={() => (variantId === null ? chooseFirst() : setOpen(true))}>
        <Gift aria-hidden className="size-5" />
        {shopCopy.product.addToBirthList}
      </button>
      {open && variantId !== null && (
        <Suspense fallback={null}>
          <AddToBirthListDialog open onOpenChange={setOpen} productName={productName} variantId={variantId} />
        </Suspense>
      )}
    </>
  );
}
