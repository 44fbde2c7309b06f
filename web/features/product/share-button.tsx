import { Share2 } from "lucide-react";
import { shopCopy } from "#copy/shop";
import { toast } from "../../lib/toast";

/** Web Share API where there is one, otherwise the link is copied. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(shopCopy.product.linkCopied);
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") return;
      toast.error(shopCopy.product.shareFailed);
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      aria-label={shopCopy.product.share}
      className="grid size-11 place-items-center rounded-full border border-stone-300 bg-white hover:border-brand-600 hover:text-brand-700"
    >
      <Share2 aria-hidden className="size-5" />
    </button>
  );
}
