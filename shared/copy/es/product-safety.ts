import type { CopyOf } from "../copy-of";
import type { productSafetyCopy as pt } from "../pt/product-safety";

/** The product page's safety information (GPSR art. 19, decisions/0016). Part of `copy` (shared/copy.ts). */
export const productSafetyCopy: CopyOf<typeof pt> = {
  heading: "Seguridad e información del producto",
  warnings: "Advertencias de seguridad",
  identification: "Identificación del producto",
  reference: "Referencia",
  model: "Modelo / tipo",
  gtin: "GTIN / EAN",
  manufacturer: "Fabricante",
  euResponsible: "Persona responsable en la UE",
  euResponsibleWhy: "El fabricante está establecido fuera de la Unión Europea.",
  address: "Dirección",
  contact: "Contacto",
  manufacturerPending: "Estamos confirmando los datos del fabricante de este producto. Puedes solicitarlos a nuestro servicio de atención al cliente.",
};
