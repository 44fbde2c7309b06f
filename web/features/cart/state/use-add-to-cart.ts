import { shopCopy } from "#copy/shop";
import { type CartProduct, cartStore } from "../../../lib/cart-store";
import { toast } from "../../../lib/toast";

/** The product as the toast names it: with the chosen size, colour and pack ('Body Pequenito — 3-6 meses, Lilás'). */
function named(product: CartProduct) {
  const v = product.optionValues;
  const options = v ? [v.size, v.color, v.packCount ? shopCopy.product.packOf(v.packCount) : null].filter(Boolean).join(", ") : "";
  return options ? `${product.name} — ${options}` : product.name;
}

/** Adds to the cart with SPEC §8's messages; refuses out-of-stock products and caps at the stock. */
export function addToCart(product: CartProduct, quantity = 1) {
  const result = cartStore.add(product, quantity);
  if (result.kind === "out-of-stock") return void toast.error(shopCopy.cart.outOfStockTitle, shopCopy.cart.outOfStockText);
  if (result.kind === "capped")
    return void toast.message(shopCopy.cart.cappedTitle, shopCopy.cart.cappedText(result.stock, named(product), result.stock < product.stockQuantity));
  void toast.success(shopCopy.cart.addedTitle, shopCopy.cart.addedText(result.quantity, named(product)));
}
