/** Delivery option names and delays the worker gives (the web shows what the API answers). */
export const deliveryCopy = {
  /** What the worker's rate table and supplier adapter show as an option's delay and fallback name. */
  delivery: {
    workingDays: (from: number, to: number) => `${from} a ${to} dias úteis`,
    defaultOptionName: "Entrega Padrão",
    /**
     * A delivery day from Intl's short names (shared/delivery-dates.ts). Portugal's abbreviations are three letters and
     * a dot ('qui.', 'dez.'); recent CLDR gives pt-PT's short weekday in full ('quinta'), older gives 'qui.': cut both
     * to the same. A no-break space holds the day to its month: a narrow screen wraps the line between days, not inside one.
     */
    day: (weekday: string, day: number, month: string) => `${weekday.replace(/\.$/, "").slice(0, 3)}., ${day}\u00a0${month.replace(/\.$/, "")}.`,
    /** The delivery window of a product or an option, between two days or on one. */
    windowBetween: (from: string, to: string) => `Receba entre ${from} e ${to}`,
    windowOn: (day: string) => `Receba ${day}`,
    /** The window an order was promised when it was paid (its e-mail and its page). */
    expectedBetween: (from: string, to: string) => `Entrega prevista entre ${from} e ${to}`,
    expectedOn: (day: string) => `Entrega prevista ${day}`,
    /** The countdown to the dispatch cut-off: 'próximas' agrees with horas; with minutes only, 'próximos' with minutos. */
    orderWithin: (hours: number, minutes: number) =>
      hours === 0 ? `Encomende nos próximos ${minutes} min` : `Encomende nas próximas ${hours} h${minutes === 0 ? "" : ` ${minutes} min`}`,
    /** The embedded rate table's options, by option id. */
    options: {
      "pt-normal": "CTT Correio Normal",
      "pt-expresso": "CTT Expresso",
      "pt-madeira": "CTT Madeira",
      "pt-acores": "CTT Açores",
      "es-estandar": "Correos Estándar",
      "es-express": "Correos Express",
      "es-baleares": "Correos Baleares",
      "es-canarias": "Correos Canarias",
      "es-ceuta-melilla": "Correos Ceuta e Melilla",
    },
  },
} as const;
