import type { Lang } from "../../languages";

/** The language of this build of the web (package.json's `#copy/*` imports; docs/decisions/0039). */
export const LANG: Lang = "es";
