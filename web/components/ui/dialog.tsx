import * as Dialog from "@radix-ui/react-dialog";
import { type ComponentPropsWithoutRef, type ElementRef, forwardRef, type ReactNode, type RefObject } from "react";

/**
 * The shop's dialog surface: a portal, the dimmed overlay and the white panel, placed in the middle
 * (confirmations and short forms), as a side sheet (menu, filters, cart) or free (className places it).
 * Root, Title, Description and Close come straight from @radix-ui/react-dialog.
 */
const PLACEMENTS = {
  center: "left-1/2 top-1/2 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 shadow-xl",
  left: "inset-y-0 left-0 flex flex-col shadow-2xl",
  right: "inset-y-0 right-0 flex flex-col shadow-2xl",
  free: "",
} as const;

type Props = ComponentPropsWithoutRef<typeof Dialog.Content> & { placement?: keyof typeof PLACEMENTS };

/** What the header passes every sheet it opens (cart, search, menu): state and where focus goes back. */
export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}

export const DialogContent = forwardRef<ElementRef<typeof Dialog.Content>, Props>(function DialogContent(
  { placement = "center", className = "", ...props },
  ref,
) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Dialog.Content ref={ref} className={`fixed z-50 bg-white ${PLACEMENTS[placement]} ${className}`} {...props} />
    </Dialog.Portal>
  );
});

/** A dialog's buttons at its end: the one that closes it ('Cancelar', 'Fechar') and its own action, if any. */
export function DialogActions({ close, children }: { close: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <Dialog.Close className="btn-outline">{close}</Dialog.Close>
      {children}
    </div>
  );
}
