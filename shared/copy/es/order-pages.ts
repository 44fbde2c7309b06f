import type { CopyOf } from "../copy-of";
import type { orderPagesCopy as pt } from "../pt/order-pages";

/** 'Meus Pedidos' (/meus-pedidos) and the order success page (/order-success), SPEC §2, §4, §8. Part of `copy`. */
export const orderPagesCopy: CopyOf<typeof pt> = {
  orderPages: {
    /** SPEC §2 status labels; 'paid' has none in SPEC, so it reads like the others. Unknown values show raw, uppercase. */
    status: {
      pending: "PENDIENTE",
      paid: "PAGADO",
      processing: "EN PREPARACIÓN",
      shipped: "ENVIADO",
      delivered: "ENTREGADO",
      cancelled: "CANCELADO",
    },
    /** A paid order the customer withdrew from: no longer reads as simply paid (issue 30). */
    withdrawnStatus: "DESISTIMIENTO REGISTRADO",
    /** A paid order whose payment the shop gave back, in full or in part, by its confirmed refunds (issue 44). */
    refundedStatus: "REEMBOLSADO",
    partlyRefundedStatus: "REEMBOLSADO PARCIALMENTE",
    /** Each confirmed refund, with its amount and the day it was made. */
    refunds: "Reembolsos",
    refundedOn: (amount: string, date: string) => `Reembolsado ${amount} el ${date}`,
    refundedTotal: "Total reembolsado",
    /** An order on its way (issue 32): the carrier, the tracking number and the carrier's page; and when it arrived. */
    /** The order's fiscal documents (issue 33): 'Factura' opens the invoice's PDF; credit notes beside it. */
    documents: "Documentos",
    invoice: "Factura",
    creditNote: "Nota de crédito",
    documentFor: (kind: string, number: string) => `${kind} ${number} (PDF)`,
    shipment: (carrier: string, trackingNumber: string) => `Enviado con ${carrier} · n.º ${trackingNumber}`,
    trackShipment: "Seguir el envío",
    otherCarrier: "otro transportista",
    deliveredOn: (date: string) => `Entregado el ${date}`,
    // The orders page.
    title: "Mis pedidos",
    loading: "Cargando pedidos...",
    loadError: "Error al cargar tus pedidos.",
    empty: "Todavía no has hecho ningún pedido",
    emptyText: "Cuando hagas una compra, tus pedidos aparecerán aquí.",
    explore: "Explorar productos",
    listLabel: "Tus pedidos",
    orderHeading: (number: string) => `Pedido ${number}`,
    number: "N.º de pedido",
    date: "Fecha",
    statusLabel: "Estado",
    total: "Total",
    delivery: "Envío",
    deliveryMethod: (name: string, delay: string) => `${name} · ${delay}`,
    linesLabel: (number: string) => `Productos del pedido ${number}`,
    quantity: (n: number) => `Cantidad: ${n}`,
    unitPrice: (price: string) => `${price} cada uno`,
    subtotal: "Subtotal",
    discount: "Descuento",
    shipping: "Envío",
    free: "Gratis",
    // Cancelling a pending order.
    cancel: "Cancelar pedido",
    cancelFor: (number: string) => `Cancelar pedido ${number}`,
    cancelTitle: "¿Cancelar este pedido?",
    cancelText: (number: string) => `El pedido ${number} todavía no se ha pagado. Si lo cancelas, los productos vuelven al stock y ya no se podrá pagar.`,
    cancelConfirm: "Sí, cancelar pedido",
    cancelKeep: "Mantener pedido",
    cancelling: "Cancelando...",
    cancelled: "Pedido cancelado.",
    cancelError: "No se ha podido cancelar el pedido. Vuelve a intentarlo.",
    // The success page (SPEC §2, §8).
    successTitle: "¡Pedido confirmado!",
    successText: "Gracias por tu compra. Hemos recibido el pago.",
    paidStatus: "Pagado",
    checking: "Cargando tu pedido...",
    failedTitle: "No se ha podido cargar el pedido.",
    /** SPEC §8, verbatim. */
    missingInfo: "No se ha encontrado la información del pago.",
    loadDetailsError: "Error al cargar los detalles del pedido.",
    unexpected: "Error inesperado al procesar el pago.",
    backToStore: "Volver a la tienda",
    seeOrders: "Ver mis pedidos",
    /** A guest's order (issue 44, decisions/0058): its page by its link, and the account offered after paying. */
    guestLinkNote: "Te hemos enviado un correo electrónico con el enlace a esta página: abre el pedido en cualquier momento, sin cuenta.",
    guestAccountTitle: "Crear cuenta",
    guestAccountText: (email: string) =>
      `Guarda tus datos para la próxima compra y sigue tus pedidos en Mis pedidos. La cuenta se creará con el correo electrónico ${email}; este pedido aparecerá allí en cuanto confirmes el correo.`,
    guestAccountEmail: "Correo electrónico",
    createAccount: "Crear cuenta",
    creatingAccount: "Creando la cuenta...",
    accountCreated: (email: string) => `Cuenta creada. Hemos enviado un correo electrónico a ${email}: confírmalo y este pedido aparecerá en Mis pedidos.`,
    guestAccountElsewhere: "Crear cuenta en la página de registro",
    summary: "Resumen del pedido",
    country: "País de entrega",
    postalCode: "Código postal",
    method: "Método de envío",
    products: "Productos",
    nextSteps: "Próximos pasos",
    nextStepItems: [
      "Te hemos enviado un correo electrónico de confirmación con los detalles del pedido.",
      "Prepararemos tu pedido con todo el cuidado.",
      "Recibirás el pedido en la dirección indicada, dentro del plazo de entrega elegido.",
    ],
    pendingTitle: "Esperando la confirmación del pago",
    pendingText: "Todavía no hemos recibido la confirmación del pago. Puede tardar unos segundos; lo volvemos a comprobar automáticamente.",
    pendingStillText: "La confirmación todavía no ha llegado. Vuelve a comprobarlo dentro de unos instantes o consulta tus pedidos más tarde.",
    checkAgain: "Volver a comprobar",
    checkingAgain: "Comprobando...",
    // A pending order waiting for a Multibanco or MB WAY payment the customer still has to make.
    awaitingTitle: "Esperando tu pago",
    awaitingText:
      "El pedido está reservado. Paga con los datos que aparecen abajo (también te los hemos enviado por correo electrónico); lo confirmaremos en cuanto llegue el pago.",
    payNow: "Finalizar pago",
    payNowFor: (number: string) => `Finalizar el pago del pedido ${number}`,
    cancelledTitle: "Este pedido se ha cancelado",
    cancelledText: "El pago no se completó y el pedido se ha cancelado. No se te ha cobrado nada. Los productos te siguen esperando en la tienda.",
    cancelledPaidText: "La tienda canceló este pedido antes de enviarlo y te devolvió el pago por el mismo medio. Te enviamos los detalles por correo.",
  },
  /** SPEC §4: the dialog on the home page for a pending order older than 5 minutes. */
  pendingDialog: {
    title: "Tienes un pedido pendiente de pago",
    text: "Este pedido todavía está pendiente de pago. Los productos siguen reservados para ti.",
    number: "N.º de pedido",
    date: "Fecha",
    total: "Total",
    finish: "Finalizar pago",
    cancel: "Cancelar pedido",
    cancelling: "Cancelando...",
  },
  /** /checkout/payment?pendente=<id>: paying an order placed earlier, without the cart. */
  pendingPayment: {
    title: "Pagar el pedido pendiente",
    text: (number: string) => `Pedido ${number}. Los productos y los importes son los del pedido; al continuar se abrirá una nueva página de pago.`,
    loading: "Cargando el pedido...",
    loadError: "Error al cargar el pedido.",
    notFoundTitle: "No se ha podido abrir este pedido",
    notPendingTitle: "Este pedido ya no está pendiente de pago",
    seeOrders: "Ver mis pedidos",
    backHome: "Volver a la página de inicio",
  },
};
