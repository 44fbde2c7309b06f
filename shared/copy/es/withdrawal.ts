import type { CopyOf } from "../copy-of";
import type { withdrawalCopy as pt } from "../pt/withdrawal";

/** The right of withdrawal (direito de livre resolução): errors, the acknowledgement e-mail, 'Meus Pedidos' and /livre-resolucao. Part of `copy`. */
export const withdrawalCopy: CopyOf<typeof pt> = {
  withdrawal: {
    // Errors (the API's messages, shown as they are).
    orderNumberInvalid: "Indica el número del pedido: los 8 caracteres (cifras y letras de la A a la F) del e-mail de confirmación.",
    notFound:
      "No hemos encontrado ningún pedido con este número y este e-mail. Comprueba los dos (están en el e-mail de confirmación del pedido) e inténtalo de nuevo.",
    already: "El desistimiento de este pedido ya estaba registrado. No tienes que hacer nada más: la confirmación se ha enviado a tu e-mail.",
    notWithdrawable: "Solo se puede desistir de un pedido pagado. Este pedido aún no se ha pagado o se ha cancelado, así que no hay nada que devolver.",
    /** A paid order the shop has already refunded in full (issue 44): nothing left to withdraw from. */
    refunded: "Este pedido ya se ha reembolsado por completo, así que no hay nada de lo que desistir.",
    periodOver: (deadline: string) =>
      `El plazo de desistimiento de este pedido terminó el ${deadline}. Si tienes dudas, responde al e-mail de confirmación del pedido.`,
    /** '25/11/2026 às 14:05 (hora de Lisboa)' */
    moment: (date: string, time: string) => `${date} a las ${time} (hora de Lisboa)`,
    // The acknowledgement e-mail (a durable medium).
    mail: {
      subject: (number: string) => `Pedido ${number}: desistimiento registrado — Mãe & Bebé`,
      intro: (number: string, when: string) =>
        `Hemos registrado tu desistimiento del contrato de compra del pedido ${number} (derecho de desistimiento) el ${when}.`,
      keep: "Este e-mail confirma que hemos recibido tu desistimiento. Guárdalo.",
      lines: "Productos del pedido:",
      total: "Total pagado",
      nextTitle: "Qué pasa ahora:",
      next: [
        "1. Devuelve los productos en un plazo de 14 días a partir de hoy. Responde a este e-mail y te enviaremos las instrucciones de devolución.",
        "2. Te reembolsaremos todos los pagos que hemos recibido de este pedido, incluidos los gastos de envío normales, en un plazo de 14 días a partir de hoy, por el mismo medio de pago que usaste. Podemos esperar a recibir los productos, o la prueba de que los has enviado, antes de reembolsarte.",
      ],
      /** A withdrawal before the order was sent (issue 44): nothing to send back, nothing to wait for. */
      nextNotSent: [
        "1. El pedido aún no se había enviado: no lo enviamos, y no tienes nada que devolver.",
        "2. Te reembolsaremos todos los pagos que hemos recibido de este pedido, incluidos los gastos de envío, sin demora y en un plazo de 14 días a partir de hoy, por el mismo medio de pago que usaste.",
      ],
    },
    // 'Meus Pedidos'.
    entry: "Desistir del contrato aquí (derecho de desistimiento)",
    entryFor: (number: string) => `Desistir del contrato aquí (derecho de desistimiento), pedido ${number}`,
    until: (date: string) => `Puedes desistir hasta el ${date}, sin indicar el motivo.`,
    registered: (when: string) => `Desistimiento registrado el ${when}`,
    // The confirmation step, in both places.
    dialogTitle: "¿Desistir de esta compra?",
    dialogText: (number: string) =>
      `Vas a desistir del contrato de compra del pedido ${number} (derecho de desistimiento). No tienes que indicar el motivo. Qué pasa ahora:`,
    dialogSteps: [
      "Registramos el desistimiento y te enviamos al momento la confirmación a tu e-mail, con la fecha y la hora.",
      "Devuelves los productos en un plazo de 14 días; el e-mail explica cómo.",
      "Te reembolsamos todos los pagos, incluidos los gastos de envío normales, en un plazo de 14 días.",
    ],
    /** The same steps for an order not sent yet (issue 44). */
    dialogStepsNotSent: [
      "Registramos el desistimiento y te enviamos al momento la confirmación a tu e-mail, con la fecha y la hora.",
      "El pedido aún no se ha enviado: no lo enviamos, y no tienes nada que devolver.",
      "Te reembolsamos todos los pagos, incluidos los gastos de envío, en un plazo de 14 días.",
    ],
    confirm: "Confirmar desistimiento",
    back: "Volver",
    confirming: "Registrando...",
    doneTitle: "Desistimiento registrado",
    doneText: (number: string, when: string) =>
      `Hemos registrado el desistimiento del pedido ${number} el ${when}. Te hemos enviado la confirmación a tu e-mail.`,
    /** On screen after a withdrawal, by whether the goods had left (issue 44). */
    doneSent: "Devuelve los productos en un plazo de 14 días; el e-mail explica cómo.",
    doneNotSent: "El pedido aún no se había enviado: no tienes nada que devolver. Te reembolsamos lo que pagaste en un plazo de 14 días.",
    error: "No se ha podido registrar el desistimiento. Inténtalo de nuevo.",
    // /livre-resolucao.
    pageTitle: "Derecho de desistimiento: desistir de una compra",
    pageIntro:
      "Puedes desistir de una compra hecha en nuestra tienda en un plazo de 14 días a partir del día en que recibes los productos, sin indicar el motivo. Indica el número del pedido y el e-mail con el que lo hiciste.",
    numberLabel: "Número del pedido",
    numberHint: "8 caracteres, en el e-mail de confirmación (por ejemplo 1A2B3C4D).",
    emailLabel: "E-mail del pedido",
    submit: "Continuar",
    accountHint: "¿Tienes cuenta en la tienda? También puedes desistir en Mis pedidos.",
    formTitle: "¿Prefieres el formulario?",
    /** The model withdrawal form (Directive 2011/83/EU annex I(B); DL 24/2014 annex, part B), as the law words it. */
    form: {
      title: "Modelo de formulario de desistimiento",
      note: "(solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato)",
      to: (trader: string) => `— A la atención de: ${trader}`,
      fields: [
        "— Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien/prestación del siguiente servicio (*):",
        "— Pedido el (*)/recibido el (*):",
        "— Nombre del consumidor o de los consumidores:",
        "— Domicilio del consumidor o de los consumidores:",
        "— Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):",
        "— Fecha:",
      ],
      footnote: "(*) Táchese lo que no proceda.",
    },
    formText: "También puedes rellenar y enviarnos el modelo de formulario de desistimiento (está en el e-mail de confirmación del pedido).",
  },
};
