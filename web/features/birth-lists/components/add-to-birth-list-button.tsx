import { Gift } from "lucide-react";
import { useState } from "react";
import { birthListsCopy } from "#copy/birth-lists";
import type { BirthListButtonProps } from "../../../components/product/product-actions";
import { AddToBirthListDialog } from "./add-to-birth-list-dialog";

/**
 * 'Adicionar à lista de nascimento' on the product page (issue 50): with the size and colour chosen (else the page asks
 * for the missing one), it opens the dialog that puts the variant on one of the parents' lists.
 */
export function AddToBirthListButton({ productName, variantId, chooseFirst }: BirthListButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-outline h-11" onClick={() => (variantId === null ? chooseFirst() : setOpen(true))}>
        <Gift aria-hidden className="size-5" />
        {birthListsCopy.birthLists.add.button}
      </button>
      {variantId !== null && <AddToBirthListDialog open={open} onOpenChange={setOpen} productName={productName} variantId={variantId} />}
    </>
  );
}
