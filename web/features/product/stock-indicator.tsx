import { shopCopy } from "#copy/shop";

export function StockIndicator({ stock }: { stock: number }) {
  if (stock === 0) return <p className="font-semibold text-stone-600">{shopCopy.product.outOfStock}</p>;
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${stock <= 5 ? "text-amber-700" : "text-emerald-700"}`}>
      <span aria-hidden className={`size-2.5 rounded-full ${stock <= 5 ? "bg-amber-500" : "bg-emerald-500"}`} />
      {stock <= 5 ? shopCopy.product.lowStock(stock) : shopCopy.product.inStock(stock)}
    </p>
  );
}
