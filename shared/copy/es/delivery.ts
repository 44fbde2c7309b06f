import type { CopyOf } from "../copy-of";
import type { deliveryCopy as pt } from "../pt/delivery";

/** Delivery option names and delays the worker gives (the web shows what the API answers). */
export const deliveryCopy: CopyOf<typeof pt> = {
  /** What the worker's rate table and supplier adapter show as an option's delay and fallback name. */
  delivery: {
    workingDays: (from: number, to: number) => `${from} a ${to} días laborables`,
    defaultOptionName: "Envío estándar",
    /**
     * A delivery day from Intl's short names ('jue, 3 dic'); older CLDR adds dots ('jue.', 'dic.'), dropped here. A
     * no-break space holds the day to its month.
     */
    day: (weekday: string, day: number, month: string) => `${weekday.replace(/\.$/, "")}, ${day}\u00a0${month.replace(/\.$/, "")}`,
    /** The delivery window of a product or an option, between two days or on one. */
    windowBetween: (from: string, to: string) => `Recíbelo entre el ${from} y el ${to}`,
    windowOn: (day: string) => `Recíbelo el ${day}`,
    /** The window an order was promised when it was paid (its e-mail and its page). */
    expectedBetween: (from: string, to: string) => `Entrega prevista entre el ${from} y el ${to}`,
    expectedOn: (day: string) => `Entrega prevista el ${day}`,
    /** The countdown to the dispatch cut-off: 'las próximas' agrees with horas; with minutes only, 'los próximos' with minutos. */
    orderWithin: (hours: number, minutes: number) =>
      hours === 0 ? `Pide en los próximos ${minutes} min` : `Pide en las próximas ${hours} h${minutes === 0 ? "" : ` ${minutes} min`}`,
    /** The embedded rate table's options, by option id. */
    options: {
      "pt-normal": "CTT Correio Normal",
      "pt-expresso": "CTT Expresso",
      "pt-madeira": "CTT Madeira",
      "pt-acores": "CTT Azores",
      "es-estandar": "Correos Estándar",
      "es-express": "Correos Express",
      "es-baleares": "Correos Baleares",
      "es-canarias": "Correos Canarias",
      "es-ceuta-melilla": "Correos Ceuta y Melilla",
    },
  },
};
