import { footerCopy } from "#copy/footer";
import { COMPLAINTS_BOOK_URL } from "../../../shared/shop-info";

/**
 * The Livro de Reclamações Eletrónico link as a recognisable badge: the official logo cannot be fetched here, so this
 * is the shop's own drawing of it (an open red book and the name), with the link's accessible name (decision 0013).
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
      <svg aria-hidden viewBox="0 0 32 24" className="h-6 w-8 shrink-0" fill="none">
        <path d="M16 5C12 2 6 2 2 3v18c4-1 10-1 14 2 4-3 10-3 14-2V3c-4-1-10-1-14 2Z" fill="#b91c1c" />
        <path d="M16 5v18" stroke="#fff" strokeWidth="1.5" />
        <path d="M5 8h7M5 12h7M5 16h5M20 8h7M20 12h7M20 16h5" stroke="#fff" strokeWidth="1.2" strokeLinecap="round" />
      </svg>
      <span className="text-sm font-bold leading-tight">{footerCopy.footer.complaintsBook}</span>
    </a>
  );
}
