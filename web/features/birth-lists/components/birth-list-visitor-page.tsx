import { useQuery } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { commonCopy } from "#copy/common";
import { shopCopy } from "#copy/shop";
import { BIRTH_LIST_SLUG, type PublicBirthList, type PublicBirthListItem } from "../../../../shared/birth-lists";
import { effectivePriceCents } from "../../../../shared/money";
import { paths } from "../../../../shared/paths";
import { variantLabel } from "../../../../shared/variants";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Field, TextInput } from "../../../components/ui/field";
import { Price } from "../../../components/ui/price";
import { ProductImage } from "../../../components/ui/product-image";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { publicBirthListQuery } from "../api/birth-lists-api";
import { formatListDay } from "../list-day";
import { giftMax, OfferGiftDialog } from "./offer-gift-dialog";

const t = birthListsCopy.birthLists;

/**
 * /lista/:slug (issue 50): a birth list as family and friends see it, no account needed: the baby's name, the expected
 * date, the parents' message and the products with how many are still wanted. Never the parents' address, e-mail,
 * phone or surname (the API sends none of them). A list seen only with its code asks for it first.
 */
export function BirthListVisitorPage({ openCart }: { openCart: () => void }) {
  const { slug = "" } = useParams();
  const valid = BIRTH_LIST_SLUG.test(slug);
  const [code, setCode] = useState<string | undefined>(undefined);
  const query = useQuery({ ...publicBirthListQuery(slug, code), enabled: valid });
  const list = query.data;
  const error = query.error instanceof ApiError ? query.error : null;
  useDocumentTitle(list ? t.visitor.heading(list.babyName) : t.title);

  let body: ReactNode;
  if (!valid || error?.code === "birth_list_not_found") body = <NotFound />;
  else if (list) body = <ListView list={list} code={code} openCart={openCart} />;
  else if (error?.code === "birth_list_code_required" || error?.code === "birth_list_code_wrong" || (code !== undefined && error?.status === 429))
    body = <CodeForm error={error.code === "birth_list_code_required" ? undefined : error.message} pending={query.isFetching} onSubmit={setCode} />;
  else if (query.isError) body = <ErrorRetry message={t.visitor.loadError} onRetry={() => void query.refetch()} />;
  else
    body = (
      <p role="status" className="text-stone-600">
        {t.visitor.loading}
      </p>
    );
  return <div className="container-page space-y-6 py-6">{body}</div>;
}

function NotFound() {
  return (
    <EmptyState
      icon={Gift}
      title={t.title}
      action={
        <Link to={paths.home} className="btn-primary">
          {commonCopy.common.home}
        </Link>
      }
    >
      <p role="alert">{t.errors.notFound}</p>
    </EmptyState>
  );
}

function CodeForm({ error, pending, onSubmit }: { error?: string; pending: boolean; onSubmit: (code: string) => void }) {
  const [value, setValue] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="card mx-auto max-w-md space-y-4 p-6">
      <h1 className="text-xl font-extrabold">{t.visitor.codeTitle}</h1>
      <p className="text-sm text-stone-700">{t.errors.codeRequired}</p>
      <Field label={t.visitor.codeLabel} error={error}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <button type="submit" className="btn-primary h-11 w-full" disabled={pending}>
        {t.visitor.codeSubmit}
      </button>
    </form>
  );
}

function ListView({ list, code, openCart }: { list: PublicBirthList; code: string | undefined; openCart: () => void }) {
  const [offering, setOffering] = useState<PublicBirthListItem | null>(null);
  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {list.coverImageKey && (
          <ProductImage imageKey={list.coverImageKey} alt="" size={160} eager className="size-32 shrink-0 rounded-2xl object-cover sm:size-40" />
        )}
        <div className="space-y-2">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t.visitor.heading(list.babyName)}</h1>
          <p className="text-stone-700">{t.visitor.expected(formatListDay(list.expectedDate))}</p>
          {list.delivery && <p className="text-stone-700">{t.visitor.delivery(list.delivery.city)}</p>}
          {list.message && <p className="whitespace-pre-line rounded-2xl bg-brand-50 p-4 text-stone-800">{list.message}</p>}
        </div>
      </header>
      {list.closed && (
        <p role="status" className="rounded-xl bg-stone-100 p-3 text-stone-800">
          {t.visitor.closed}
        </p>
      )}
      {list.items.length === 0 ? (
        <EmptyState icon={Gift} title={t.visitor.empty} />
      ) : (
        <ul aria-label={t.visitor.itemsLabel} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((item) => (
            <ItemCard key={item.variantId} item={item} onOffer={list.closed ? undefined : () => setOffering(item)} />
          ))}
        </ul>
      )}
      <OfferGiftDialog list={list} code={code} item={offering} onOpenChange={(open) => !open && setOffering(null)} onAdded={openCart} />
    </>
  );
}

function ItemCard({ item, onOffer }: { item: PublicBirthListItem; onOffer?: () => void }) {
  const options = variantLabel(item, shopCopy.product.packOf);
  return (
    <li className={`card flex gap-3 p-3 ${item.remaining === 0 ? "opacity-80" : ""}`}>
      <ProductImage imageKey={item.imageKey} alt="" size={96} className="size-24 shrink-0 rounded-xl object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        {item.essential && (
          <span className="inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">{t.visitor.essential}</span>
        )}
        <p className="font-semibold">
          <Link to={paths.product(item.productId)} className="hover:underline">
            {item.name}
          </Link>
        </p>
        {options && <p className="text-sm text-stone-600">{options}</p>}
        <Price cents={effectivePriceCents(item)} referenceCents={null} />
        <p className="text-sm text-stone-700">
          <span className="font-semibold">{t.visitor.remaining(item.remaining)}</span> · {t.visitor.wanted(item.wanted)}
        </p>
        {!item.available && item.remaining > 0 && <p className="text-sm text-red-800">{t.visitor.unavailable}</p>}
        {onOffer && giftMax(item) > 0 && (
          <button type="button" className="btn-primary mt-2 h-10" aria-label={t.gift.offerLabel(item.name)} onClick={onOffer}>
            <Gift aria-hidden className="size-4" />
            {t.gift.offer}
          </button>
        )}
      </div>
    </li>
  );
}
