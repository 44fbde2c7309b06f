import { plural } from "../../plural";
import type { CopyOf } from "../copy-of";
import type { cartRemindersCopy as pt } from "../pt/cart-reminders";

/** A cart that is not forgotten (issue 50), in Spanish. Part of `copy` (shared/copy.ts). */
export const cartRemindersCopy: CopyOf<typeof pt> = {
  cartReminders: {
    consent: "Quiero un recordatorio si dejo productos en el carrito",
    consentHint: "Un solo e-mail, unas horas después. Puedes desactivarlo cuando quieras.",
    consentTitle: "Recordatorios del carrito",
    consentOn: "Recibirás un recordatorio si dejas productos en el carrito.",
    consentOff: "No recibirás recordatorios del carrito.",
    consentError: "No se ha podido guardar tu elección. Inténtalo de nuevo.",
    mail: {
      subject: "Has dejado productos en el carrito",
      greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
      intro: "Hemos guardado lo que dejaste en el carrito de Mãe & Bebé:",
      line: (n: number, name: string) => `${n} × ${name}`,
      more: (n: number) => `… y ${n} ${plural("es", n, { one: "producto", other: "productos" })} más.`,
      restore: (url: string) => `Volver al carrito: ${url}`,
      prices: "Los precios y la disponibilidad son los de hoy, confirmados al finalizar la compra.",
      stop: (url: string) => `¿No quieres más recordatorios? Un clic: ${url}`,
      signature: "Hasta pronto,\nMãe & Bebé",
    },
    page: {
      title: "Tu carrito",
      restoring: "Recuperando tu carrito…",
      restored: (n: number) => `${n} ${plural("es", n, { one: "producto ha vuelto", other: "productos han vuelto" })} al carrito, a los precios de hoy.`,
      unavailable: "Ya no están disponibles:",
      unnamed: (n: number) => `${n} ${plural("es", n, { one: "producto ya no está disponible", other: "productos ya no están disponibles" })}.`,
      capped: (name: string, stock: number) => `${name}: solo quedan ${stock} en stock.`,
      nothing: "Los productos de este carrito ya no están disponibles.",
      notFound: "Este enlace no es válido o ha caducado.",
      error: "No se ha podido recuperar el carrito. Inténtalo de nuevo.",
      viewCart: "Ver el carrito",
      stopping: "Desactivando los recordatorios…",
      stopped: "Listo: no recibirás más recordatorios del carrito. Puedes volver a activarlos en «Mis datos».",
      stopError: "No se han podido desactivar los recordatorios. Inténtalo de nuevo.",
      shop: "Seguir comprando",
    },
  },
};
