import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { LANG } from "#copy/language";
import type { ProductVariant, VariantOptions } from "../../../shared/variants";
import { optionGroupId } from "./variant-pickers";
import {
  type Choice,
  choiceFromParams,
  choiceWith,
  chosenVariant,
  firstMissing,
  type OptionKind,
  type OptionValue,
  paramsWithChoice,
} from "./variant-selection";

const NO_OPTIONS: VariantOptions = { sizes: [], colors: [], packCounts: [] };

/**
 * The product page's variant choice, read from and written to the URL (replacing the history entry, keeping
 * its back-navigation state). `variant` is the chosen one, or the only one of a product without options.
 */
export function useVariantChoice(product: { variants: ProductVariant[]; options: VariantOptions } | undefined) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [missing, setMissing] = useState<OptionKind | null>(null);
  // The URL updates in a transition; until it has, the radios show the value just chosen (not the old one).
  const [pending, setPending] = useState<{ search: string; choice: Choice } | null>(null);
  const variants = product?.variants ?? [];
  const options = product?.options ?? NO_OPTIONS;
  const multi = variants.length > 1;
  const fromUrl = multi ? choiceFromParams(params, options, LANG) : {};
  const choice = pending && pending.search === location.search ? pending.choice : fromUrl;
  const variant = multi ? chosenVariant(variants, options, choice) : variants[0];

  const choose = (kind: OptionKind, value: OptionValue) => {
    const next = choiceWith(variants, choice, kind, value);
    setMissing(null);
    setPending({ search: location.search, choice: next });
    setParams(paramsWithChoice(params, next, LANG), { replace: true, state: location.state, preventScrollReset: true });
  };

  /** Names the first group still to choose and moves the focus to it; false when the choice is complete. */
  const askForMissing = () => {
    const kind = firstMissing(options, choice);
    if (!kind) return false;
    setMissing(kind);
    // The focus on the group's first chip, and its message scrolled into view too: on a phone the add bar held at the
    // screen's foot would otherwise cover it (the page's scroll margin keeps it above the bar).
    requestAnimationFrame(() => {
      const group = document.getElementById(optionGroupId(kind));
      group?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
      group?.querySelector('[role="alert"]')?.scrollIntoView({ block: "nearest" });
    });
    return true;
  };

  return { multi, choice, variant, missing, choose, askForMissing };
}
