import { LANG } from "#copy/language";
import { reviewsCopy } from "#copy/reviews";
import { type Lang, LOCALE } from "../../../shared/languages";

/**
 * A review written in the other shop's language (issue 44): its text keeps its own `lang` (read aloud in it), and a
 * small note under it says which language it is in. Nothing for a review in this shop's language.
 */
export const reviewTextLang = (language: Lang) => (language === LANG ? undefined : LOCALE[language]);

export function ReviewLanguageNote({ language, className = "" }: { language: Lang; className?: string }) {
  if (language === LANG) return null;
  return <p className={`text-xs italic text-stone-600 ${className}`}>{reviewsCopy.reviews.writtenIn[language]}</p>;
}
