import { useLocation } from "react-router";
import { commonCopy } from "#copy/common";
import { LANG } from "#copy/language";
import { LANGUAGES, LOCALE } from "../../../shared/languages";
import { languageSwitchPath } from "../../../shared/paths";

/**
 * PT / ES (issue 31, docs/decisions/0039): the page's language marked current, the other a link to the same page in it.
 * The link is the worker's (the other language is the other build of the app, so a new document): it remembers the
 * choice and answers with the page's address in that language. `compact` (the header): below 640 px only the link to the
 * other language, in the room the header's one language label had (the phone's menu sheet shows both).
 */
export function LanguageSwitch({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={commonCopy.common.languageSwitch} className={`items-center gap-1 text-xs font-semibold ${className}`}>
      {LANGUAGES.map((l) => {
        const { label, name } = commonCopy.common.languages[l];
        return l === LANG ? (
          <span
            key={l}
            aria-current="true"
            title={name}
            className={`rounded border border-stone-300 px-2 py-0.5 text-stone-700 ${compact ? "max-sm:hidden" : ""}`}
          >
            {label}
          </span>
        ) : (
          <a
            key={l}
            href={languageSwitchPath(l, pathname + search)}
            hrefLang={LOCALE[l]}
            lang={LOCALE[l]}
            aria-label={`${label}, ${name}`}
            title={name}
            className="rounded px-2 py-0.5 text-stone-600 underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {label}
          </a>
        );
      })}
    </nav>
  );
}
