import { LANG } from "#copy/language";
import { LOCALE } from "../../../shared/languages";

/** A list's calendar day ('2027-03-14') as its readers write it: '14 de março de 2027', '14 de marzo de 2027'. */
const dayFormat = new Intl.DateTimeFormat(LOCALE[LANG], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export const formatListDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
