import type { CopyOf } from "../copy-of";
import type { mailCopy as pt } from "../pt/mail";

/** Part of `copy` (shared/copy.ts); the worker's alone. */
const BRAND = "Mãe & Bebé";
/** The account guard's advice to the holder (its alert e-mail says it). */
const SIGN_IN_ADVICE =
  "Si no has sido tú, te recomendamos que definas ya una contraseña nueva: en la página Iniciar sesión, elige «He olvidado mi contraseña».";

/** The worker's e-mails and the pages their links open: never in the web's bundle (shared/copy.ts assembles it). */
export const mailCopy: CopyOf<typeof pt> = {
  mail: {
    /** What stands in a delivered e-mail's stored copy where a code or a link was (decisions/0034). */
    secretRemoved: "[eliminado tras el envío]",
    defaultFrom: `${BRAND} <loja@maeebebe.pt>`,
    verifyEmail: (firstName: string, link: string) => ({
      subject: "Confirma tu correo electrónico",
      text: `Hola, ${firstName}:\n\nConfirma tu correo electrónico para completar el registro:\n${link}\n\nSi no has creado esta cuenta, ignora este mensaje.`,
    }),
    resetCode: (code: string, link: string) => ({
      subject: "Código para restablecer tu contraseña",
      text: `Tu código para restablecer la contraseña es ${code}.\nEs válido durante 15 minutos.\n\nTambién puedes usar este enlace:\n${link}\n\nSi no has solicitado este cambio, ignora este mensaje.`,
    }),
    /** The account guard (decisions/0032): the holder told once per episode of repeated failed sign-ins, and what to do. */
    signInAlert: {
      subject: `Intentos fallidos de iniciar sesión en tu cuenta — ${BRAND}`,
      advice: SIGN_IN_ADVICE,
      text: (email: string, link: string) =>
        `Hola:\n\nHa habido varios intentos fallidos de iniciar sesión en la cuenta ${email} de ${BRAND}, con contraseñas incorrectas.\n\n` +
        "Para proteger la cuenta, durante las próximas horas solo se podrá entrar con la contraseña y un código de 6 dígitos, que enviamos a este correo cuando se escribe la contraseña correcta.\n\n" +
        `${SIGN_IN_ADVICE}\n${link}\n\n` +
        `Nunca te pediremos la contraseña ni este código por teléfono o mensaje.\n\nCon cariño,\n${BRAND}`,
    },
    /** The code the right password earns while the account is guarded: whoever did not ask for it knows the password. */
    signInCode: {
      subject: `Tu código para iniciar sesión — ${BRAND}`,
      text: (code: string, link: string) =>
        `Tu código para iniciar sesión en la cuenta es ${code}.\nEs válido durante 15 minutos: introdúcelo junto con tu contraseña.\n\n` +
        "Te pedimos este código porque ha habido varios intentos fallidos de iniciar sesión en tu cuenta y se acaba de escribir la contraseña correcta.\n" +
        `Si no has sido tú, otra persona conoce tu contraseña: no compartas este código y define ya una contraseña nueva («He olvidado mi contraseña»):\n${link}`,
    },
    welcomeCodePrefix: "BIENVENIDO-",
    welcomeDiscount: (percent: number, code: string, unsubscribe: string) => ({
      subject: `Tu código de ${percent}% de descuento`,
      text:
        `Hola:\n\n¡Gracias por suscribirte a la newsletter de ${BRAND}!\n\n` +
        `Tu código: ${code}\n\n` +
        `Te da un ${percent}% de descuento en tu primera compra y solo se puede usar una vez. Introdúcelo al finalizar la compra.\n\n` +
        `Si no te has suscrito tú, ignora este mensaje.\n\n` +
        `Para dejar de recibir la newsletter, basta con un clic: ${unsubscribe}`,
    }),
    /** The page the unsubscribe link opens. */
    unsubscribed: {
      title: `Newsletter — ${BRAND}`,
      done: "Se ha cancelado tu suscripción a la newsletter. No volverás a recibir nuestras novedades.",
      invalid: "Este enlace para darte de baja de la newsletter no es válido. Cópialo completo del correo electrónico y vuelve a intentarlo.",
      back: "Volver a la tienda",
    },
    review: {
      hiddenSubject: (product: string) => `Hemos ocultado tu valoración de ${product} — ${BRAND}`,
      hiddenText: (o: { firstName: string | null; product: string; reason: string; note: string | null; policy: string; contact: string }) =>
        `Hola${o.firstName ? `, ${o.firstName}` : ""}:\n\nHemos ocultado tu valoración de ${o.product}: deja de aparecer en la tienda y de contar en la valoración del producto.\n` +
        `Motivo: ${o.reason}${o.note ? `\nNota: ${o.note}` : ""}\n\n` +
        `Tus palabras no se han modificado. Nuestra política de valoraciones: ${o.policy}\n` +
        `Si no estás de acuerdo, escríbenos: ${o.contact}\n\nCon cariño,\n${BRAND}`,
      reasons: {
        offensive: "lenguaje ofensivo",
        personal_data: "contiene datos personales",
        off_topic: "no trata del producto",
        spam: "publicidad o spam",
        other: "otro motivo",
      },
      repliedSubject: (product: string) => `Hemos respondido a tu valoración de ${product} — ${BRAND}`,
      repliedText: (o: { firstName: string | null; product: string; reply: string; link: string }) =>
        `Hola${o.firstName ? `, ${o.firstName}` : ""}:\n\nGracias por tu valoración de ${o.product}. La tienda ha respondido:\n\n${o.reply}\n\n` +
        `La respuesta aparece debajo de tu valoración: ${o.link}\n\nCon cariño,\n${BRAND}`,
    },
    /** 'Avise-me quando voltar' (issue 34): the one e-mail when the variant is back, and its unsubscribe page. */
    stockAlert: {
      subject: (product: string) => `Vuelve a estar disponible: ${product} — ${BRAND}`,
      /** `link` opens the product with the size and colour asked for chosen. One-off: no unsubscribe (decisions/0053). */
      text: (product: string, link: string) =>
        `Hola:\n\nBuenas noticias: ${product} vuelve a estar disponible.\nMíralo aquí: ${link}\n\n` +
        `Las unidades pueden volver a agotarse.\n\n` +
        `Pediste este aviso en nuestra tienda. Era un aviso único: no volveremos a escribirte sobre este producto.\n\nCon cariño,\n${BRAND}`,
      unsubscribed: {
        title: `Aviso de stock — ${BRAND}`,
        done: "Listo: hemos borrado tu solicitud de aviso; no recibirás más correos sobre este producto.",
        invalid: "Este enlace ya no es válido: el aviso ya se anuló.",
        back: "Volver a la tienda",
      },
      lowStockSubject: (count: number) => `Stock bajo: ${count} variante(s) — ${BRAND}`,
      lowStockText: (lines: string[], link: string) =>
        `Estas variantes están en el límite de stock bajo o por debajo:\n\n${lines.join("\n")}\n\nAbre el catálogo en el back-office: ${link}`,
      lowStockLine: (sku: string, name: string, stock: number, threshold: number) => `- ${sku} · ${name}: ${stock} (límite ${threshold})`,
    },
  },
};
