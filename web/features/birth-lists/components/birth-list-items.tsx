import { ArrowDown, ArrowUp, BellRing, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { shopCopy } from "#copy/shop";
import { BIRTH_LIST_LIMITS, type OwnBirthList, type OwnBirthListItem } from "../../../../shared/birth-lists";
import { paths } from "../../../../shared/paths";
import { variantLabel } from "../../../../shared/variants";
import { ProductImage } from "../../../components/ui/product-image";
import { useSession } from "../../../lib/session";
import { useStockAlert } from "../../../lib/stock-alerts";
import { toast } from "../../../lib/toast";
import { useRemoveBirthListItem, useReorderBirthList, useSetBirthListItem } from "../api/birth-lists-api";

const t = birthListsCopy.birthLists;

const failed = (err: Error) => void toast.error(err.message);

/**
 * The list's products in the parents' order: each with its wanted quantity, 'essencial', how many were offered (hidden
 * in surprise mode until shown), moved up or down, or removed. A closed list shows them without the controls.
 */
export function BirthListItems({ list }: { list: OwnBirthList }) {
  const reorder = useReorderBirthList(list.id);
  const ids = list.items.map((i) => i.variantId);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by] as number, next[index] as number];
    reorder.mutate(next, { onError: failed, onSuccess: () => void toast.success(t.items.updated) });
  };
  return (
    <section aria-labelledby="lista-produtos" className="space-y-3">
      <h2 id="lista-produtos" className="text-lg font-bold">
        {t.items.title}
      </h2>
      {list.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          <p className="font-semibold text-ink">{t.items.empty}</p>
          <p className="mt-1 text-sm">{t.items.emptyText}</p>
          <Link to={paths.home} className="btn-outline mt-4">
            {t.items.browse}
          </Link>
        </div>
      ) : (
        <ul aria-label={t.items.label} className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {list.items.map((item, index) => (
            <ItemRow
              key={item.variantId}
              list={list}
              item={item}
              moveUp={index > 0 ? () => move(index, -1) : undefined}
              moveDown={index < list.items.length - 1 ? () => move(index, 1) : undefined}
              moving={reorder.isPending}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemRow({
  list,
  item,
  moveUp,
  moveDown,
  moving,
}: {
  list: OwnBirthList;
  item: OwnBirthListItem;
  moveUp?: () => void;
  moveDown?: () => void;
  moving: boolean;
}) {
  const setItem = useSetBirthListItem();
  const remove = useRemoveBirthListItem(list.id);
  const [wanted, setWanted] = useState(String(item.wanted));
  const [wantedError, setWantedError] = useState<string | null>(null);
  const options = variantLabel(item, shopCopy.product.packOf);
  const editable = !list.closed;
  const save = (change: { wanted?: number; essential?: boolean }) =>
    setItem.mutate(
      { listId: list.id, variantId: item.variantId, wanted: change.wanted ?? item.wanted, essential: change.essential ?? item.essential },
      { onError: failed, onSuccess: () => void toast.success(t.items.updated) },
    );
  const commitWanted = () => {
    const n = Number(wanted);
    if (!Number.isInteger(n) || n < 1 || n > BIRTH_LIST_LIMITS.wanted) return setWantedError(t.validation.wanted);
    setWantedError(null);
    if (n !== item.wanted) save({ wanted: n });
  };
  const errorId = `desejado-${item.variantId}-erro`;
  return (
    <li className="flex flex-wrap items-start gap-3 p-3 sm:flex-nowrap">
      <ProductImage imageKey={item.imageKey} alt="" size={72} className="size-18 shrink-0 rounded-xl object-cover" />
      <div className="min-w-0 flex-1 space-y-1 max-sm:basis-[calc(100%-5.25rem)]">
        <Link to={paths.product(item.productId)} className="font-semibold hover:underline">
          {item.name}
        </Link>
        {options && <p className="text-sm text-stone-600">{options}</p>}
        <p className="text-sm text-stone-700">
          {item.offered === null ? t.items.offeredHidden : t.items.offered(item.offered, item.wanted)}
          {!item.available && <span className="ml-2 font-semibold text-red-800">{t.items.unavailable}</span>}
        </p>
        {editable ? (
          <div className="flex flex-wrap items-center gap-4 pt-1">
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={BIRTH_LIST_LIMITS.wanted}
              value={wanted}
              aria-label={t.items.wanted(item.name)}
              aria-invalid={wantedError ? true : undefined}
              aria-describedby={wantedError ? errorId : undefined}
              onChange={(e) => setWanted(e.target.value)}
              onBlur={commitWanted}
              onKeyDown={(e) => {
                if (e.key === "Enter") commitWanted();
              }}
              className="h-10 w-20 rounded-xl border border-stone-300 px-2 text-base aria-[invalid=true]:border-red-600"
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-brand-700" checked={item.essential} onChange={(e) => save({ essential: e.target.checked })} />
              {t.items.essential}
            </label>
          </div>
        ) : (
          item.essential && <p className="text-sm font-semibold text-brand-800">{t.items.essential}</p>
        )}
        {editable && !item.available && <NotifyWhenBack variantId={item.variantId} />}
        {wantedError && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {wantedError}
          </p>
        )}
      </div>
      {editable && (
        <div className="flex shrink-0 gap-1 max-sm:w-full max-sm:justify-end">
          <IconButton label={t.items.moveUp(item.name)} disabled={!moveUp || moving} onClick={moveUp}>
            <ArrowUp aria-hidden className="size-4" />
          </IconButton>
          <IconButton label={t.items.moveDown(item.name)} disabled={!moveDown || moving} onClick={moveDown}>
            <ArrowDown aria-hidden className="size-4" />
          </IconButton>
          <IconButton
            label={t.items.remove(item.name)}
            disabled={remove.isPending}
            onClick={() => remove.mutate(item.variantId, { onError: failed, onSuccess: () => void toast.success(t.items.removed(item.name)) })}
          >
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        </div>
      )}
    </li>
  );
}

function IconButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick?: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 hover:text-brand-700 disabled:opacity-40"
    >
      {children}
    </button>
  );
}

/**
 * A product of the list sold out: the parents (never the visitors) may be e-mailed when it is back (issue 50), at their
 * account's address, by the shop's 'Avise-me quando voltar'.
 */
function NotifyWhenBack({ variantId }: { variantId: number }) {
  const email = useSession().data?.user.email;
  const alert = useStockAlert();
  if (!email) return null;
  if (alert.isSuccess)
    return (
      <p role="status" className="text-sm text-emerald-900">
        {shopCopy.product.notifyDone(email)}
      </p>
    );
  return (
    <div className="space-y-1">
      <button type="button" className="btn-outline h-10" disabled={alert.isPending} onClick={() => alert.mutate({ variantId, email, consent: true })}>
        <BellRing aria-hidden className="size-4" />
        {shopCopy.product.notifyMe}
      </button>
      {alert.isError && (
        <p role="alert" className="text-sm text-red-700">
          {alert.error.message}
        </p>
      )}
    </div>
  );
}
