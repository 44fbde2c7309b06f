import type { CopyOf } from "../copy-of";
import type { deliveryCopy as pt } from "../pt/delivery";

/** Delivery option names and delays the worker gives (the web shows what the API answers). */
export const deliveryCopy: CopyOf<typeof pt> = {
  /** What the worker's rate table and supplier adapter show as an option's delay and fallback name. */
  delivery: {
    workingDays: (from: number, to: number) => `${from} a ${to} días laborables`,
    defaultOptionName: "Envío estándar",
    /** The embedded rate table's options, by option id. */
    options: {
      "pt-normal": "CTT Correio Normal",
      "pt-expresso": "CTT Expresso",
      "pt-ilhas": "CTT Islas (Madeira y Azores)",
      "es-estandar": "Correos Estándar",
      "es-express": "Correos Express",
      "es-baleares": "Correos Baleares",
      "es-canarias": "Correos Canarias",
      "es-ceuta-melilla": "Correos Ceuta y Melilla",
    },
  },
};
