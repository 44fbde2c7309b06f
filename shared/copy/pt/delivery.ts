/** Delivery option names and delays the worker gives (the web shows what the API answers). */
export const deliveryCopy = {
  /** What the worker's rate table and supplier adapter show as an option's delay and fallback name. */
  delivery: {
    workingDays: (from: number, to: number) => `${from} a ${to} dias úteis`,
    defaultOptionName: "Entrega Padrão",
    /** The embedded rate table's options, by option id. */
    options: {
      "pt-normal": "CTT Correio Normal",
      "pt-expresso": "CTT Expresso",
      "pt-ilhas": "CTT Ilhas (Madeira e Açores)",
      "es-estandar": "Correos Estándar",
      "es-express": "Correos Express",
      "es-baleares": "Correos Baleares",
      "es-canarias": "Correos Canarias",
      "es-ceuta-melilla": "Correos Ceuta e Melilla",
    },
  },
} as const;
