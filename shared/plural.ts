import { type Lang, LOCALE } from "./languages";
import { lazily } from "./lazily";

/**
 * The word for a count, by the language's plural rules (Intl.PluralRules) rather than by `n === 1` in each sentence.
 * Portuguese is Portugal's (pt-PT): 0 takes the plural there ('0 unidades'), where Brazil's rules ('pt') would take
 * the singular. The rules also know 'many' (a million, in both languages); the shop's sentences have two forms, so
 * every count that is not 'one' takes `other`.
 */
const rules: Record<Lang, () => Intl.PluralRules> = {
  pt: lazily(() => new Intl.PluralRules(LOCALE.pt)),
  es: lazily(() => new Intl.PluralRules(LOCALE.es)),
};

export function plural(lang: Lang, n: number, forms: { one: string; other: string }): string {
  return rules[lang]().select(n) === "one" ? forms.one : forms.other;
}
