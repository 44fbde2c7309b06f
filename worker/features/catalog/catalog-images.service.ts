import { MAX_IMAGE_BYTES } from "../../../shared/admin-catalog";
import { MAX_FOLDER_IMAGES } from "../../../shared/constants";
import type { ImageStore } from "../../integrations/r2-images";
import { DomainError } from "../../lib/domain-error";
import { imageTypeOf, safeImageName } from "../../lib/image-type";
import type { SizedImagesService } from "../images/sized-images.service";
import type { CatalogImagesRepo } from "./catalog-images.repo";

const notFound = () => new DomainError("product_not_found", (t) => t.errors.productNotFound);
const changedMeanwhile = () => new DomainError("images_changed", (t) => t.orders.admin.catalog.imagesChanged);

/**
 * A product's images in the back-office (issue 34, decisions/0045): uploaded to its sku's folder in R2 (DESIGN §3),
 * the type read from the file's bytes and the name made safe; the order (first the main image), and deletion. The
 * shop shows the D1 list, then whatever else the folder holds, the same list as here. Each upload is kept as sent and
 * in the widths the pages use (decisions/0084), made before anything is stored.
 */
export function catalogImagesService({ repo, images, sized }: { repo: CatalogImagesRepo; images: ImageStore; sized: SizedImagesService }) {
  /** The upload's checks (size, count, the type read from its bytes, pixels that decode), its safe key in `folder`, its sizes. */
  async function checked(file: File, folder: string) {
    if (file.size > MAX_IMAGE_BYTES) throw new DomainError("image_too_large", (t) => t.orders.admin.catalog.imageSize, "file");
    const bytes = await file.arrayBuffer();
    const type = bytes.byteLength > 0 ? imageTypeOf(bytes) : null;
    if (!type) throw new DomainError("image_type", (t) => t.orders.admin.catalog.imageType, "file");
    const copies = await sized.make(bytes);
    return { bytes, type, copies, key: `${folder}/${safeImageName(file.name, type)}` };
  }

  /** The original and its sizes; a failure part way takes back what was written. */
  async function store(upload: Awaited<ReturnType<typeof checked>>) {
    try {
      await images.put(upload.key, upload.bytes, upload.type);
      await sized.save(upload.key, upload.copies);
    } catch (err) {
      await discard(upload.key);
      throw err;
    }
  }

  async function discard(key: string) {
    await Promise.all([images.delete(key), sized.remove(key)]);
  }

  async function current(id: number) {
    const p = await repo.product(id);
    if (!p) throw notFound();
    const seen = new Set(p.own);
    return { ...p, list: [...p.own, ...(await images.listFolder(p.sku)).filter((k) => !seen.has(k))] };
  }

  return {
    list: async (id: number) => (await current(id)).list,

    async upload(id: number, file: File, actor: string) {
      if (file.size > MAX_IMAGE_BYTES) throw new DomainError("image_too_large", (t) => t.orders.admin.catalog.imageSize, "file");
      const p = await current(id);
      if (p.list.length >= MAX_FOLDER_IMAGES) throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.tooManyImages, "file");
      const upload = await checked(file, p.sku);
      await store(upload);
      // The object first, then the row that shows it: a failed write leaves no row pointing at nothing.
      try {
        if (!(await repo.add(id, upload.key, actor))) throw notFound();
      } catch (err) {
        await discard(upload.key);
        throw err;
      }
      return (await current(id)).list;
    },

    async reorder(id: number, keys: string[], actor: string) {
      const p = await current(id);
      if (keys.length !== p.list.length || new Set(keys).size !== keys.length || !keys.every((k) => p.list.includes(k)))
        throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.imagesOrder, "keys");
      if (!(await repo.replace(id, p, p.list, keys, "image.reordered", actor))) throw changedMeanwhile();
      return keys;
    },

    /**
     * A variant's own image (a colour's photo): in its own sku's folder, replacing the one it had, whose file goes when
     * it was in that folder (a key elsewhere may be shared). `file` null takes the image away: the product's show.
     */
    async setVariantImage(variantId: number, file: File | null, actor: string) {
      const v = await repo.variant(variantId);
      if (!v) throw new DomainError("variant_not_found", (t) => t.orders.admin.catalog.variantNotFound);
      // The product's own sku names the product's folder: a variant under it shows the product's images.
      if (v.sku === v.productSku) throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.variantImageDefault, "file");
      const upload = file ? await checked(file, v.sku) : null;
      if (upload) await store(upload);
      const written = await repo.setVariantImage(variantId, v.imageKey, upload?.key ?? null, actor).catch(async (err) => {
        if (upload) await discard(upload.key);
        throw err;
      });
      if (!written) {
        if (upload) await discard(upload.key);
        throw changedMeanwhile();
      }
      if (v.imageKey?.startsWith(`${v.sku}/`)) await discard(v.imageKey);
      return { imageKey: upload?.key ?? null };
    },

    async remove(id: number, file: string, actor: string) {
      const p = await current(id);
      const key = `${p.sku}/${file}`;
      if (!p.list.includes(key)) throw new DomainError("image_not_found", (t) => t.orders.admin.catalog.imageNotFound);
      const list = p.list.filter((k) => k !== key);
      if (!(await repo.replace(id, p, p.list, list, "image.deleted", actor))) throw changedMeanwhile();
      await discard(key);
      return list;
    },
  };
}
export type CatalogImagesService = ReturnType<typeof catalogImagesService>;
