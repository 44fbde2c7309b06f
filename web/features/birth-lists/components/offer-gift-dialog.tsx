import * as Dialog from "@radix-ui/react-dialog";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { birthListsCopy } from "#copy/birth-lists";
import { shopCopy } from "#copy/shop";
import { BIRTH_LIST_GIFT_LIMITS, birthListGiftSchema, type PublicBirthListItem } from "../../../../shared/birth-lists";
import { copyKeys } from "../../../../shared/copy-keys";
import type { ShippingCountry } from "../../../../shared/shipping";
import { variantLabel } from "../../../../shared/variants";
import { DialogContent } from "../../../components/ui/dialog";
import { Field, TextArea, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { cartGift } from "../../../lib/cart-gift";
import { cartStore, lineMax } from "../../../lib/cart-store";
import { formResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";

const t = birthListsCopy.birthLists.gift;
const keys = copyKeys(birthListsCopy).birthLists;

/** The most of `item` one gift can take: what is still wanted, within the stock and the cart's per-line limit. */
export const giftMax = (item: PublicBirthListItem) => Math.min(item.remaining, lineMax(item.stockQuantity));

/**
 * 'Oferecer' (issue 50): how many, who the gift is from and a message for the parents; the product goes into the cart
 * marked for this list (lib/cart-gift.ts), and the order counts it on the list once paid. A cart already holding gifts
 * for another list is refused here: one list per order.
 */
export function OfferGiftDialog({
  list,
  code,
  item,
  onOpenChange,
  onAdded,
}: {
  list: { slug: string; babyName: string; delivery: { city: string; country: ShippingCountry } | null };
  code: string | undefined;
  item: PublicBirthListItem | null;
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <Dialog.Title className="text-lg font-bold">{t.title}</Dialog.Title>
        {item && (
          <>
            <Dialog.Description className="mb-4 mt-1 text-sm text-stone-600">
              {[item.name, variantLabel(item, shopCopy.product.packOf)].filter(Boolean).join(" · ")}
            </Dialog.Description>
            <OfferForm list={list} code={code} item={item} onDone={() => onOpenChange(false)} onAdded={onAdded} />
          </>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

function OfferForm({
  list,
  code,
  item,
  onDone,
  onAdded,
}: {
  list: { slug: string; babyName: string; delivery: { city: string; country: ShippingCountry } | null };
  code: string | undefined;
  item: PublicBirthListItem;
  onDone: () => void;
  onAdded: () => void;
}) {
  const max = giftMax(item);
  const schema = birthListGiftSchema.pick({ from: true, message: true }).extend({
    quantity: z.coerce.number(keys.validation.wanted).int(keys.validation.wanted).min(1, keys.validation.wanted).max(max, keys.validation.wanted),
  });
  const earlier = cartGift.get();
  const same = earlier?.slug === list.slug ? earlier : null;
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { quantity: 1, from: same?.from ?? "", message: same?.message ?? "" },
  });
  const { errors } = form.formState;
  const otherList = !!earlier && earlier.slug !== list.slug && cartStore.getSnapshot().some((l) => l.forList);

  const submit = form.handleSubmit((v) => {
    if (otherList) return form.setError("root", { message: t.otherList });
    cartGift.set({
      slug: list.slug,
      ...(code ? { code } : {}),
      babyName: list.babyName,
      from: v.from,
      message: v.message,
      ...(list.delivery ? { city: list.delivery.city, country: list.delivery.country, toParents: same?.toParents ?? true } : {}),
    });
    cartStore.add(
      {
        id: item.productId,
        variantId: item.variantId,
        name: item.name,
        priceCents: item.priceCents,
        salePriceCents: item.salePriceCents,
        imageKey: item.imageKey,
        sku: item.sku,
        stockQuantity: item.stockQuantity,
        optionsLabel: variantLabel(item, shopCopy.product.packOf) || undefined,
        optionValues: { size: item.size, color: item.color, packCount: item.packCount },
      },
      v.quantity,
      { forList: true },
    );
    void toast.success(t.added);
    onDone();
    onAdded();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label={t.quantity} error={errors.quantity?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            className="max-w-32"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register("quantity")}
          />
        )}
      </Field>
      <Field label={t.from} error={errors.from?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            autoComplete="name"
            maxLength={BIRTH_LIST_GIFT_LIMITS.from}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register("from")}
          />
        )}
      </Field>
      <Field label={t.message} error={errors.message?.message}>
        {({ id, describedBy, invalid }) => (
          <TextArea
            id={id}
            rows={3}
            maxLength={BIRTH_LIST_GIFT_LIMITS.message}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register("message")}
          />
        )}
      </Field>
      <FormError>{errors.root?.message}</FormError>
      <button type="submit" className="btn-primary h-11 w-full">
        {t.add}
      </button>
    </form>
  );
}
