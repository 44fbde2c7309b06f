import { plural } from "../../plural";
import type { CopyOf } from "../copy-of";
import type { ordersCopy as pt } from "../pt/orders";

/** Orders and checkout messages (the checkout screens' own strings arrive with them). Part of `copy`. */
export const ordersCopy: CopyOf<typeof pt> = {
  testPayment: {
    title: "Pago de prueba — Mãe & Bebé",
    banner: "Página de pago de PRUEBA: no se cobra ningún importe. Solo existe en desarrollo y en las pruebas.",
    heading: "Pagar el pedido",
    order: (number: string) => `Pedido ${number}`,
    total: "Total",
    pay: "Pagar",
    decline: "Rechazar",
    cancel: "Cancelar",
    declined: "Pago rechazado por el banco (simulación). Puedes volver a intentarlo o cancelar.",
    notPending: "Este pedido ya no está pendiente de pago.",
    multibanco: "Multibanco (referencia)",
    mbWay: "MB WAY",
    multibancoNeedsVerifiedEmail:
      "Multibanco estará disponible cuando confirmes tu correo electrónico (abre el enlace que te enviamos). Mientras tanto, paga con tarjeta o MB WAY.",
    portugalOnly: "MB WAY y Multibanco solo están disponibles para entregas en Portugal. Paga con tarjeta.",
    multibancoIssued: "Referencia Multibanco generada. Págala en un cajero automático Multibanco o en tu banca online antes de la fecha límite indicada.",
    mbWayRequested: "Solicitud de MB WAY enviada. Confirma el pago en la app MB WAY de tu móvil.",
    simulatePaid: "Simular pago",
    simulateFailed: "Simular fallo del pago",
    backToShop: "Volver a la tienda",
  },
  orders: {
    quoteExpired: "El precio del envío ha caducado o se calculó para otro carrito u otra dirección. Vuelve a calcular el envío.",
    outOfStock: (name: string, left: number) =>
      left === 0
        ? `${name} se ha agotado mientras tanto. Elimínalo del carrito para continuar.`
        : `Solo quedan ${left} ${plural("es", left, { one: "unidad", other: "unidades" })} de ${name}. Ajusta la cantidad para continuar.`,
    discountInvalid: "Este código de descuento no es válido o ya se ha usado.",
    discountLabel: "Descuento de bienvenida",
    paymentUnavailable: "El pago no está disponible en este momento. Vuelve a intentarlo dentro de unos minutos.",
    orderNotFound: "Pedido no encontrado.",
    notPending: "Este pedido ya no está pendiente.",
    paymentExpired: "El plazo para pagar este pedido ha terminado. El pedido se cancelará; puedes hacer uno nuevo en la tienda.",
    tooManyPending: "Ya tienes dos pedidos pendientes de pago. Paga o cancela uno de ellos en Mis pedidos antes de hacer otro.",
    welcomeOrderPending:
      "Tienes un pedido con el código de bienvenida pendiente de pago. Págalo o cancélalo en Mis pedidos antes de hacer otro: el código solo es válido para la primera compra.",
    lineLimit: (name: string, limit: number) =>
      `Cada pedido lleva como máximo ${limit} ${plural("es", limit, { one: "unidad", other: "unidades" })} de ${name}. Ajusta la cantidad para continuar.`,
    shareLimit: (name: string, more: number) =>
      more === 0
        ? `Ya tienes reservadas, en pedidos pendientes de pago, todas las unidades de ${name} que un cliente puede reservar a la vez. Paga o cancela esos pedidos en Mis pedidos para llevar más.`
        : `Para que otros clientes también puedan comprar ${name}, solo puedes reservar ${more} ${plural("es", more, { one: "unidad", other: "unidades" })} más mientras tengas pedidos pendientes de pago. Ajusta la cantidad para continuar.`,
    transitionRefused: (from: string, to: string) => `Un pedido en estado '${from}' no puede pasar a '${to}'.`,
    discountFirstPurchase: "El código de bienvenida solo es válido para la primera compra.",
    discountOtherOrder:
      "El código de bienvenida solo es válido para la primera compra, y tienes otro pedido pendiente de pago o pagado. Para usarlo en este, cancela el pendiente en Mis pedidos.",
    discountUnknown: "Este código de descuento no existe. Comprueba que lo has escrito bien.",
    discountPaused: "Este código de descuento está suspendido en este momento.",
    discountEnded: "Esta promoción ya ha terminado.",
    discountNotStarted: (when: string) => `Este código de descuento solo es válido a partir del ${when}.`,
    discountMinimum: (minimum: string, missing: string) =>
      `Este código es válido para compras a partir de ${minimum} (sin gastos de envío): faltan ${missing}.`,
    discountNotForProducts: "Este código de descuento no se aplica a los artículos de tu carrito.",
    discountNoBetter: "Los artículos que cubre este código ya tienen un precio de oferta mejor que el descuento.",
    discountCustomerLimit: "Ya has usado este código de descuento todas las veces que permite.",
    discountCapReached: "Este código de descuento ya se ha usado el número máximo de veces.",
    discountExpired: "Este código de descuento ya ha caducado.",
    discountUsed: "Este código de descuento ya se ha usado.",
    discountNotYours: "Este código de descuento se envió a otro correo electrónico. Úsalo con la cuenta de ese correo electrónico.",
    paymentInProgress: "El pago de este pedido ya está en curso (Multibanco o MB WAY). Usa la referencia que recibiste o espera la confirmación.",
    awaited: {
      entity: "Entidad",
      reference: "Referencia",
      amount: "Importe",
      deadline: "Pagar antes de",
      multibancoTitle: "Pago por Multibanco",
      mbWayTitle: "Pago por MB WAY",
      mbWayHint: "Confirma el pago en la app MB WAY de tu móvil antes de que termine el plazo.",
      multibancoHint:
        "Paga en un cajero automático Multibanco o en tu banca online (Pagos de servicios, «Pagamentos de Serviços»). El pedido queda reservado hasta que termine el plazo.",
    },
    awaitedMail: {
      subject: (number: string) => `Pedido ${number}: datos para el pago — Mãe & Bebé`,
      intro: (number: string) => `Tu pedido ${number} está reservado y pendiente de pago.`,
      outro:
        "En cuanto se confirme el pago, te enviaremos la confirmación del pedido. Si no pagas antes de que termine el plazo, el pedido se cancela automáticamente.",
    },
    cancelledMail: {
      subject: (number: string) => `Hemos cancelado el pedido ${number} — Mãe & Bebé`,
      intro: (number: string) => `Tu pedido ${number} se ha cancelado y no se te ha cobrado nada por él.`,
      byCustomer: "Lo cancelaste desde tu cuenta.",
      expired: "El plazo para pagarlo terminó sin que recibiéramos el pago.",
      failed: "El pago no se completó.",
      multibanco: (entity: string, reference: string) =>
        `No pagues la referencia Multibanco de este pedido (Entidad ${entity}, Referencia ${reference}): ya no es válida. Si aun así la pagas, te devolveremos el importe íntegro.`,
      mbWay: "Si recibes una solicitud de MB WAY de este pedido, no la confirmes. Si aun así la confirmas, te devolveremos el importe íntegro.",
      codeBack: (code: string) => `Tu código de descuento ${code} vuelve a estar disponible para tu primera compra.`,
      outro: "Si todavía quieres los productos, puedes hacer un nuevo pedido en la tienda.",
      /** A paid order the shop cancelled before sending it (issue 32): refunded in full. */
      byShop: (number: string) => `Hemos tenido que cancelar tu pedido ${number} antes de enviarlo. Disculpa las molestias.`,
      refunded: (amount: string) =>
        `Te devolvemos ${amount} por el mismo medio de pago; te enviaremos otro correo cuando el reembolso se haya completado (puede tardar unos días hábiles en aparecer en tu cuenta).`,
    },
    /** The back-office's fulfilment steps, told to the customer (issue 32, decisions/0042). */
    fulfilmentMail: {
      processingSubject: (number: string) => `Estamos preparando tu pedido ${number} — Mãe & Bebé`,
      processing: (number: string) => `Hemos empezado a preparar tu pedido ${number}. Te avisaremos en cuanto salga para su entrega.`,
      shippedSubject: (number: string) => `Tu pedido ${number} ha sido enviado — Mãe & Bebé`,
      shipped: (number: string) => `Tu pedido ${number} ha salido para su entrega.`,
      carrier: (name: string) => `Transportista: ${name}`,
      trackingNumber: (n: string) => `Número de seguimiento: ${n}`,
      trackingLink: (url: string) => `Seguir el envío: ${url}`,
      otherCarrier: "otro transportista",
      returnLabelSubject: (number: string) => `Etiqueta de devolución del pedido ${number} — Mãe & Bebé`,
      returnLabel: (number: string) =>
        `Hemos recibido tu desistimiento del pedido ${number}. Te hemos preparado una etiqueta de devolución pagada por la tienda: imprímela, pégala en el paquete y entrega el pedido al transportista.`,
      returnLabelLink: (url: string) => `Etiqueta de devolución (PDF): ${url}`,
      returnLabelTracking: (code: string) => `Número de seguimiento de la devolución: ${code}`,
      outForDeliverySubject: (number: string) => `Tu pedido ${number} sale hoy para entrega — Mãe & Bebé`,
      outForDelivery: (number: string) => `El transportista tiene tu pedido ${number} en reparto: debería llegar hoy.`,
      deliveredSubject: (number: string) => `Tu pedido ${number} ha sido entregado — Mãe & Bebé`,
      delivered: (number: string, date: string) => `Tu pedido ${number} se entregó el ${date}.`,
      withdrawalFromDelivery: (deadline: string) =>
        `Puedes desistir de la compra hasta el ${deadline}, sin indicar el motivo (al menos 14 días desde la entrega), en Mis pedidos o en la página de desistimiento.`,
      outro: "Puedes seguir el pedido en Mis pedidos.",
    },
    /** The back-office's refusals (the back-office is in Portuguese; the keys exist in every language). */
    admin: {
      forbidden: "No tienes acceso a esta zona.",
      ownerOnly: "Solo el propietario de la tienda puede hacer esto.",
      alreadyMoved: "El pedido ya no está en este estado: alguien lo ha avanzado mientras tanto. Actualiza la página.",
      deliveredDate: "Indica una fecha de entrega válida, entre el envío y hoy.",
      carrier: "Elige el transportista.",
      /** 'Outra' (issue 44): the customer reads this name in the e-mail and on the order. */
      carrierName: "Indica el nombre del transportista (hasta 60 caracteres).",
      trackingNumber: "Indica el número de seguimiento (de 4 a 40 letras, cifras o guiones).",
      staffExists: "Esta persona ya forma parte del equipo.",
      staffNotFound: "Esta persona no forma parte del equipo.",
      withdrawn: "El cliente desistió de este pedido: no se prepara ni se envía.",
      packingSlipNotFound: (number: string) => `El pedido ${number} no existe: no se generó ningún albarán.`,
      packingSlipNotToShip: (number: string) =>
        `El pedido ${number} no está para enviar (sin pagar, entregado, cancelado, con desistimiento o reembolsado): no se generó ningún albarán.`,
      labelIds: "Elige de 1 a 20 pedidos para crear etiquetas de una vez.",
      packingSlipIds: "Elige de 1 a 50 pedidos.",
      labelsUnavailable:
        "No hay conexión con un transportista configurada: compra la etiqueta en la web del transportista y registra el envío con el número de seguimiento.",
      labelNotToShip: (number: string) =>
        `El pedido ${number} no está para enviar (sin pagar, ya enviado, cancelado, con desistimiento o reembolsado): no se compró ninguna etiqueta.`,
      labelInProgress: "La etiqueta de este pedido ya se está creando. Espera un minuto y vuelve a abrir el pedido.",
      labelWeightRequired: "Hay artículos sin peso registrado: indica el peso del pedido embalado, de 1 a 30 000 g.",
      labelWeightRange: "Indica un peso de 1 a 30 000 g.",
      labelBox: "Elige una de las cajas de la tienda.",
      labelRefused: (reason: string) => `El transportista rechazó la etiqueta: ${reason}. No se compró nada.`,
      labelNoRate: "El transportista no ofrece un servicio para esta dirección: no se compró nada.",
      carrierUnavailable:
        "El transportista no respondió. Inténtalo de nuevo dentro de un rato: si la etiqueta llegó a comprarse, es esa la que aparece (nunca se compra otra).",
      returnLabelNotDue: (number: string) =>
        `El pedido ${number} no espera una devolución (sin desistimiento, sin enviar, o la mercancía ya se recibió): no se compró ninguna etiqueta.`,
      parcelUnknown: (code: string) => `Ninguna etiqueta de la tienda tiene el número de seguimiento ${code}: no cambió nada.`,
      labelNotFound: (number: string) => `El pedido ${number} aún no tiene etiqueta: no se generó ningún PDF.`,
      sellerAddress: "La dirección de la tienda (Ajustes) no termina en un código postal y una localidad, como '1000-001 Lisboa': la etiqueta los necesita.",
      refundTooMuch: "Este reembolso superaría el importe pagado por el pedido (contando los reembolsos anteriores).",
      /** A line refund asking more units than are left of that line (issue 44); nothing is written. */
      refundUnitsLeft: (name: string, left: number) =>
        left === 0
          ? `Todas las unidades de ${name} ya se han reembolsado.`
          : plural("es", left, { one: `Solo queda 1 unidad de ${name} por reembolsar.`, other: `Solo quedan ${left} unidades de ${name} por reembolsar.` }),
      refundNothing: "Elige qué reembolsar: productos y cantidades, el envío o un importe.",
      refundNotPaid: "Este pedido no tiene un pago que reembolsar.",
      freshSignIn: "Por seguridad, vuelve a iniciar sesión antes de reembolsar (tu sesión tiene más de 30 minutos).",
      notWithdrawn: "El cliente no ha desistido de este pedido.",
      goodsNotSent: "Este pedido no llegó a enviarse: no hay mercancía que recibir. Reembolsa al cliente ya.",
      /** The catalogue in the back-office (issue 34). */
      catalog: {
        name: "Indica el nombre (1 a 160 caracteres).",
        text: "El texto es demasiado largo.",
        price: "Indica un precio válido, mayor que cero (hasta 100 000 €).",
        salePrice: "El precio rebajado tiene que ser menor que el precio.",
        category: "Elige una categoría que exista.",
        subcategory: "La subcategoría no pertenece a esta categoría.",
        manufacturer: "Elige un fabricante que exista.",
        gtin: "GTIN no válido: 8, 12, 13 o 14 dígitos, con el dígito de control correcto.",
        warnings: "Hasta 10 avisos, cada uno con hasta 300 caracteres.",
        quantity: "Indica una cantidad entera: 1 a 10 000 (en un recuento, 0 a 100 000).",
        belowZero: (stock: number) => `El stock no puede quedar por debajo de cero: hay ${stock} unidad(es).`,
        option: "Talla y color: 1 a 40 caracteres; pack: 1 a 1000 unidades.",
        weight: "El peso es un número entero de gramos, de 1 a 30 000.",
        variantSalePrice: "La rebaja de una variante necesita su propio precio, y tiene que ser menor que él.",
        sku: "SKU: 2 a 40 letras, cifras o guiones, empezando por letra o cifra.",
        skuTaken: "Ya existe un producto o una variante con este SKU.",
        optionsTaken: "Otra variante de este producto ya tiene esta talla, color y pack.",
        optionsNeeded: "Da a cada variante una talla, un color o un pack: así las elige el cliente.",
        lastVariant: "Es la única variante a la venta: para retirar el producto de la tienda, desactiva el producto.",
        variantOrder: "Indica todas las variantes de este producto, cada una una vez.",
        imageType: "Envía una imagen JPEG, PNG o WebP (se comprueba el contenido del archivo, no solo el nombre).",
        imageSize: "La imagen tiene que ocupar hasta 5 MB.",
        imageUnreadable: "No se ha podido leer esta imagen: el archivo está dañado o incompleto. Expórtala de nuevo y vuelve a enviarla.",
        imagePixels: "La imagen es demasiado grande en píxeles: hasta 12 000 px de lado y 50 megapíxeles.",
        imageNotFound: "Esta imagen no es de este producto.",
        imagesOrder: "Indica todas las imágenes de este producto, cada una una vez.",
        imagesChanged: "Las imágenes de este producto han cambiado mientras tanto: recarga la página e inténtalo de nuevo.",
        variantImageDefault: "Esta variante tiene el SKU del producto: muestra las imágenes del producto. Da la imagen al producto.",
        tooManyImages: "Un producto tiene como máximo 50 imágenes.",
        variantNotFound: "Esta variante no existe.",
        threshold: "Indica un límite de stock bajo entre 0 y 1000.",
        /** Issue 44: an archived product stays off the shop until it is unarchived. */
        archived: "Este producto está archivado: desarchívalo antes de ponerlo a la venta.",
        duplicateSku: (max: number) => `El SKU de la copia tiene hasta ${max} caracteres: las variantes de la copia le añaden -1, -2…`,
      },
      documentNotFailed: "Este documento no ha fallado: no hay nada que reintentar.",
      emailNotFailed: "Este e-mail ya no está fallido: no hay nada que reintentar.",
      notCancellable: "Solo se cancela un pedido pagado que aún no se ha enviado y del que el cliente no ha desistido.",
      roleNotAccepted:
        "Esta cuenta aún no ha aceptado el acceso al back-office. Pide un enlace de acceso: lo enviamos a tu correo electrónico y, al abrirlo, defines la contraseña de la cuenta.",
      invitationInvalid: "Este enlace de acceso al back-office ya no es válido (se usó, caducó o se sustituyó por uno más reciente). Pide uno nuevo.",
      freshSignInTeam: "Por seguridad, vuelve a iniciar sesión antes de cambiar el equipo (tu sesión tiene más de 30 minutos).",
      staffIsOwner: "Los propietarios vienen de la configuración de la tienda (OWNER_EMAILS) y no se invitan.",
    },
    invoiceNifInvalid: (spain: boolean) =>
      spain
        ? "Indica un NIF portugués (9 dígitos) o un NIF/NIE español válido (p. ej.: 12345678Z o X1234567L) para la factura."
        : "Indica un NIF portugués válido (9 dígitos) para la factura.",
    documentNotReady: "El PDF de este documento aún se está preparando. Inténtalo de nuevo en unos momentos.",
    /** The invoice and credit notes, e-mailed when the invoicing program issues them (issue 33). */
    documentMail: {
      invoiceSubject: (number: string) => `Factura del pedido ${number} — Mãe & Bebé`,
      creditSubject: (number: string) => `Nota de crédito del pedido ${number} — Mãe & Bebé`,
      invoice: (document: string, number: string) => `Hemos emitido la factura-recibo ${document} de tu pedido ${number}.`,
      credit: (document: string, invoice: string, amount: string) =>
        `Hemos emitido la nota de crédito ${document}, de ${amount}, que corrige la factura-recibo ${invoice}.`,
      link: (url: string) => `Puedes descargarla aquí (con tu sesión iniciada): ${url}`,
      alsoInAccount: "También la encontrarás en Mis pedidos.",
    },
    refundMail: {
      subject: (number: string) => `Reembolso del pedido ${number} — Mãe & Bebé`,
      intro: (number: string, amount: string) => `Hemos recibido un pago de ${amount} para el pedido ${number} y te lo hemos devuelto íntegramente.`,
      orderNotPending: "El pedido ya no estaba pendiente de pago (se había cancelado o el plazo había terminado), así que no nos hemos quedado con el importe.",
      paidTwice: "El pedido ya se había pagado con otro pago, así que este segundo pago no se debía.",
      byShop: (number: string, amount: string) => `Te hemos reembolsado ${amount} de tu pedido ${number}.`,
      outro: "El reembolso se hace por el mismo medio de pago y puede tardar algunos días hábiles en aparecer en tu cuenta.",
    },
    number: (id: string) => id.slice(-8).toUpperCase(),
    packingSlip: {
      title: (number: string) => `Albarán — pedido ${number}`,
      placedOn: (day: string) => `Pedido del ${day}`,
      shipTo: "Enviar a:",
      lines: "Artículos:",
      line: (quantity: number, name: string, options: string) => `${quantity} × ${name}${options ? ` (${options})` : ""}`,
      units: (n: number) => (n === 1 ? "1 artículo" : `${n} artículos`),
      giftFrom: (from: string) => `Un regalo de ${from}`,
      giftMessage: "Mensaje:",
      thanks: "¡Gracias por tu compra! Para devolver artículos, consulta las instrucciones en tu pedido o en el correo de confirmación.",
    },
    mail: {
      subject: (number: string) => `Pedido ${number} confirmado — Mãe & Bebé`,
      greeting: (name: string) => `Hola, ${name}:`,
      intro: (number: string) => `Hemos recibido el pago de tu pedido ${number}. ¡Gracias por tu compra!`,
      /** A guest's order (issue 44): its page without an account. */
      guestOrderLink: (url: string) => `Consulta tu pedido y el estado de la entrega en cualquier momento: ${url}`,
      /** An account's order (issue 44): every order e-mail links to 'Meus Pedidos'. */
      ordersLink: (url: string) => `Consulta tu pedido en Mis pedidos: ${url}`,
      lines: "Productos:",
      subtotal: "Subtotal",
      discount: "Descuento",
      delivery: (name: string, delay: string) => `Envío (${name}, ${delay})`,
      free: "Gratis",
      total: "Total (IVA incluido)",
      address: "Dirección de entrega:",
      withdrawalTitle: "Derecho de desistimiento",
      withdrawal:
        "Puedes desistir de esta compra en un plazo de 14 días a partir de la fecha en que recibas los productos, sin indicar el motivo. Para hacerlo, usa la opción 'Desistir del contrato aquí' en tu cuenta (Mis pedidos) o la página de desistimiento de la tienda (sin iniciar sesión, con el número del pedido y este correo electrónico), responde a este correo electrónico o envíanos el modelo de formulario que encontrarás más abajo. Te devolveremos todos los pagos recibidos, incluidos los gastos de envío normales, en un plazo de 14 días a partir de tu comunicación.",
      withdrawalPage: (url: string) => `Página de desistimiento: ${url}`,
      signature: "Con cariño,\nMãe & Bebé",
    },
  },
};
