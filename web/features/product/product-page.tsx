import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, BellRing, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { catalogueCopy } from "#copy/catalogue";
import { commonCopy } from "#copy/common";
import { messagesCopy } from "#copy/messages";
import { reviewsCopy } from "#copy/reviews";
import { shopCopy } from "#copy/shop";
import { categoryPathIn, subcategoryPath } from "../../../shared/categories";
import { effectivePriceCents } from "../../../shared/money";
import { paths } from "../../../shared/paths";
import { announcedPrice } from "../../../shared/reference-price";
import { variantLabel } from "../../../shared/variants";
import { useProductActions } from "../../components/product/product-actions";
import { DeliveryPromise } from "../../components/shipping/delivery-promise";
import { Breadcrumb, type Crumb } from "../../components/ui/breadcrumb";
import { ErrorRetry } from "../../components/ui/error-retry";
import { DiscountBadge, Price } from "../../components/ui/price";
import { Spinner } from "../../components/ui/spinner";
import { Stars } from "../../components/ui/stars";
import { ApiError } from "../../lib/api-client";
import { catalogQueries } from "../../lib/catalog-queries";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ImageCarousel } from "./image-carousel";
import { ProductDescription } from "./product-description";
import { ProductNotFound } from "./product-not-found";
import { ProductSafetySection } from "./product-safety";
import { QuantityStepper } from "./quantity-stepper";
import { ProductReviews } from "./reviews/product-reviews";
import { ShareButton } from "./share-button";
import { StockAlertForm } from "./stock-alert-form";
import { StockIndicator } from "./stock-indicator";
import { useBackNavigation } from "./use-back-navigation";
import { useVariantChoice } from "./use-variant-choice";
import { VariantPickers } from "./variant-pickers";
import { shownImages } from "./variant-selection";

export function ProductPage() {
  const { id = "" } = useParams();
  const validId = /^[1-9][0-9]{0,9}$/.test(id);
  const query = useQuery({ ...catalogQueries.product(id), enabled: validId });
  const back = useBackNavigation();
  const { addToCart, FavoriteButton, BirthListButton } = useProductActions();
  const product = query.data?.product;
  const { multi, choice, variant, missing, choose, askForMissing } = useVariantChoice(product);
  // The quantity starts again at 1 for each variant chosen (each has its own stock).
  const [picked, setPicked] = useState({ variantId: variant?.id, quantity: 1 });
  const quantity = picked.variantId === variant?.id ? picked.quantity : 1;
  const setQuantity = (n: number) => setPicked({ variantId: variant?.id, quantity: n });
  // The sold-out variant whose 'Avise-me quando voltar' form the shopper opened (it closes when another is chosen).
  const [alertFor, setAlertFor] = useState<number | null>(null);
  useDocumentTitle(product?.name ?? (query.isError || !validId ? shopCopy.product.notFound : undefined));

  if (!validId || (query.error instanceof ApiError && query.error.code === "product_not_found")) return <ProductNotFound />;
  if (query.isError)
    return <ErrorRetry message={messagesCopy.errors.generic} onRetry={() => void query.refetch()} className="container-page py-16 text-center" />;
  if (!product) return <Spinner page />;

  // Prices, stock and images follow the chosen variant; before a full choice, the product's ('a partir de' when they differ).
  const priced = variant ?? product;
  const fromPrice = multi && !variant && product.priceVaries;
  // A reduction is announced only against the 30-day reference price of what is priced (EU Omnibus, shared/reference-price.ts).
  const announced = fromPrice ? null : announcedPrice(priced);
  const price = fromPrice ? (product.minPriceCents ?? effectivePriceCents(product)) : effectivePriceCents(priced);
  const images = shownImages(product.images, product.variants, choice, variant);
  const chosenColor = typeof choice.color === "string" ? choice.color : null;
  const add = () => {
    if (multi && askForMissing()) return;
    const chosen = multi && variant ? variant : null;
    const line = chosen
      ? {
          ...product,
          variantId: chosen.id,
          optionsLabel: variantLabel(chosen, shopCopy.product.packOf),
          optionValues: { size: chosen.size, color: chosen.color, packCount: chosen.packCount },
          priceCents: chosen.priceCents,
          salePriceCents: chosen.salePriceCents,
          stockQuantity: chosen.stockQuantity,
          sku: chosen.sku,
          imageKey: chosen.images[0] ?? product.imageKey,
        }
      : product;
    addToCart(line, Math.min(quantity, stock));
  };
  const catPath = product.category ? categoryPathIn(catalogueCopy, product.category.slug) : undefined;
  const crumbs: Crumb[] = [{ label: commonCopy.common.home, to: paths.home }];
  const categoryName = product.category && (catalogueCopy.categoryNames[product.category.slug] ?? product.category.name);
  const subcategoryName = product.subcategory && (catalogueCopy.subcategoryNames[product.subcategory.slug] ?? product.subcategory.name);
  if (categoryName) crumbs.push({ label: categoryName, to: catPath });
  if (product.subcategory && subcategoryName)
    crumbs.push({
      label: subcategoryName,
      to: catPath ? subcategoryPath(catPath, product.subcategory.slug) : undefined,
    });
  crumbs.push({ label: product.name });
  const stock = multi && variant ? variant.stockQuantity : product.stockQuantity;
  // Sold out (the chosen size or colour, or a product without options): 'Avise-me quando voltar' takes the add button's
  // place, in the phone's bar too (issue 34, issue 44); before every option is chosen it asks for the missing one.
  const alertVariant = stock === 0 ? (multi ? variant : product.variants[0]) : undefined;
  const alertOpen = alertVariant !== undefined && alertFor === alertVariant.id;
  const askForAlert = () => {
    if (multi && askForMissing()) return;
    if (alertVariant) setAlertFor(alertVariant.id);
  };

  return (
    <div className="container-page space-y-6 py-6">
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" onClick={back} className="btn-outline h-10 px-4">
          <ArrowLeft aria-hidden className="size-4" />
          {shopCopy.product.back}
        </button>
        <Breadcrumb items={crumbs} />
      </div>
      {/* In one column (below lg) the name and price come before the pictures and the add row stays at the screen's foot
          while the product's information is in view (issue 30 item 13), so what the keyboard reaches is scrolled above it
          (scroll margin); from lg, the pictures on the left as before. */}
      <div className="grid grid-cols-1 gap-5 max-lg:**:scroll-mb-24 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="space-y-5 lg:col-start-2 lg:row-start-1">
          <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">{product.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            {product.ratingAverage !== null && (
              // Real reviews only (decisions/0017); none, no stars.
              <a href="#avaliacoes" className="flex items-center gap-2 hover:underline">
                <Stars rating={product.ratingAverage} label={reviewsCopy.reviews.starsLabel(product.ratingAverage, product.reviewCount)} />
                <span aria-hidden>
                  {reviewsCopy.reviews.average(product.ratingAverage)} {reviewsCopy.reviews.count(product.reviewCount)}
                </span>
              </a>
            )}
            {product.ratingAverage !== null && <span aria-hidden>·</span>}
            <span>{shopCopy.product.sold(product.soldQuantity)}</span>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {fromPrice && <span className="text-sm text-stone-700">{shopCopy.product.from}</span>}
            <Price cents={price} referenceCents={announced?.referenceCents ?? null} large>
              {announced?.discountPercent != null && <DiscountBadge percent={announced.discountPercent} className="px-2.5 py-1 text-sm" />}
            </Price>
          </div>
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ImageCarousel key={images[0] ?? ""} images={images} name={product.name} />
        </div>
        <div className="contents lg:col-start-2 lg:row-start-2 lg:block lg:space-y-5">
          {multi && <VariantPickers variants={product.variants} options={product.options} choice={choice} missing={missing} onChoose={choose} />}
          <StockIndicator stock={stock} />
          {stock > 0 && <DeliveryPromise reserve />}
          {/* From lg one row, as before. In one column the quantity and the add button are a bar drawn after the product's
              information and held at the screen's foot until that end is reached (sticky); the keyboard reaches it here. */}
          <div className="flex flex-wrap items-center gap-3 max-lg:contents">
            {!alertOpen && (
              <div className="flex items-center gap-2 lg:contents max-lg:sticky max-lg:order-1 max-lg:bottom-0 max-lg:z-10 max-lg:-mx-4 max-lg:border-t max-lg:border-stone-200 max-lg:bg-white max-lg:px-4 max-lg:py-3 sm:max-lg:-mx-6 sm:max-lg:px-6">
                {stock > 0 && <QuantityStepper value={Math.min(quantity, stock)} max={stock} onChange={(n) => setQuantity(Math.max(1, Math.min(n, stock)))} />}
                {stock === 0 ? (
                  <button
                    type="button"
                    className="btn-primary h-11 min-w-0 flex-1 leading-tight max-sm:px-3 sm:flex-none sm:whitespace-nowrap"
                    onClick={askForAlert}
                  >
                    <BellRing aria-hidden className="size-5 max-[400px]:hidden" />
                    {shopCopy.product.notifyMe}
                  </button>
                ) : (
                  <button type="button" className="btn-primary h-11 min-w-0 flex-1 leading-tight max-sm:px-3 sm:flex-none sm:whitespace-nowrap" onClick={add}>
                    <ShoppingCart aria-hidden className="size-5 max-[400px]:hidden" />
                    {shopCopy.product.addToCart}
                  </button>
                )}
              </div>
            )}
            <div className="flex items-center gap-3 lg:contents">
              <FavoriteButton product={product} className="size-11" />
              <ShareButton title={product.name} />
            </div>
          </div>
          {/* Opened from 'Avise-me quando voltar': the e-mail, consent and notice, then what was agreed (issue 34). */}
          {alertOpen && <StockAlertForm key={alertVariant.id} variantId={alertVariant.id} />}
          <BirthListButton
            productName={product.name}
            variantId={multi ? (variant?.id ?? null) : (product.variants[0]?.id ?? null)}
            chooseFirst={() => void askForMissing()}
          />
          <ProductDescription text={product.description} colors={product.options.colors} chosenColor={chosenColor} />
          <section aria-labelledby="detalhes" className="card p-4">
            <h2 id="detalhes" className="text-lg font-bold">
              {shopCopy.product.details}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-stone-600">{shopCopy.product.category}</dt>
              <dd>{categoryName ?? shopCopy.product.notAvailable}</dd>
              <dt className="text-stone-600">{shopCopy.product.subcategory}</dt>
              <dd>{subcategoryName ?? shopCopy.product.notAvailable}</dd>
            </dl>
          </section>
          <ProductSafetySection safety={product.safety} reference={variant?.sku ?? product.sku} />
        </div>
      </div>
      <ProductReviews productId={id} />
    </div>
  );
}
