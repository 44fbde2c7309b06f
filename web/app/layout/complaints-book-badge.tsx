import { footerCopy } from "#copy/footer";
import { COMPLAINTS_BOOK_URL } from "../../../shared/shop-info";

/**
 * The Livro de Reclamações Eletrónico link as a recognisable badge: the official logo cannot be fetched here, so this
 * is the shop's own drawing of it (an open red book, web/public/livro-reclamacoes.svg, and the name), with the link's
 * accessible name (decision 0013).
 */
export function ComplaintsBookBadge() {
  return (
    <a
      href={COMPLAINTS_BOOK_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={footerCopy.footer.complaintsBookLabel}
      className="inline-flex items-center gap-2 rounded-lg border-2 border-red-700 bg-white px-3 py-2 text-red-800 hover:bg-red-50"
    >
      {/* A file, not inline: the drawing stays out of the entry chunk every page loads (the home's JavaScript budget). */}
      <img src="/livro-reclamacoes.svg" alt="" width={32} height={24} className="h-6 w-8 shrink-0" />
      <span className="text-sm font-bold leading-tight">{footerCopy.footer.complaintsBook}</span>
    </a>
  );
}
