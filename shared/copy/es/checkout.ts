import { plural } from "../../plural";
import type { CopyOf } from "../copy-of";
import type { checkoutCopy as pt } from "../pt/checkout";

/** The checkout steps (SPEC §2 Checkout steps, §4, §8 shipping at checkout and payment). Part of `copy`. */
export const checkoutCopy: CopyOf<typeof pt> = {
  checkout: {
    title: "Finalizar compra",
    backToCart: "volver al carrito",
    back: "Volver",
    continue: "Continuar",
    steps: { email: "Correo electrónico", profile: "Datos personales", shipping: "Envío", credentials: "Crear cuenta", payment: "Pago" },
    stepOf: (n: number, total: number) => `Paso ${n} de ${total}`,
    // Summary panel (SPEC §2).
    summary: "Resumen del pedido",
    quantityBadge: (n: number) => `${n} ${plural("es", n, { one: "unidad", other: "unidades" })}`,
    subtotal: "Subtotal",
    lineDiscount: (amount: string) => `descuento -${amount}`,
    discounts: "Descuentos",
    delivery: "Envío",
    free: "Gratis",
    toChoose: "por calcular",
    total: "Total",
    vatIncluded: "IVA incluido",
    // Outside the EU's VAT territory (the Canaries, Ceuta, Melilla: decisions/0054) prices are charged without VAT.
    withoutVat: "sin IVA",
    withoutVatNote: (localTax: string) =>
      `Precio sin IVA: entrega fuera del territorio de IVA de la UE. Pueden cobrarse impuestos locales (${localTax}) y derechos de aduana en la entrega.`,
    privacy: "Tus datos solo se usan para procesar este pedido y entregar los productos.",
    // E-mail step.
    emailTitle: "¿Cuál es tu correo electrónico?",
    email: "Correo electrónico",
    password: "Contraseña",
    forgot: "He olvidado mi contraseña",
    google: "Continuar con Google",
    or: "o",
    reasonsTitle: "Usamos tu correo electrónico para:",
    reasons: [
      "Enviarte la confirmación y el estado de tu pedido",
      "Crear tu cuenta para que sigas tus compras",
      "Contactarte si hay algún problema con la entrega",
    ],
    knownEmail: "Ya tienes una cuenta con nosotros: introduce tu contraseña para continuar.",
    newEmail: "Todavía no tienes una cuenta con este correo electrónico. Crea tu cuenta para continuar con la compra; tu carrito se queda guardado.",
    createAccount: "Crear cuenta y continuar",
    // Profile step.
    profileTitle: "Tus datos",
    profileText: "Confirma los datos de facturación y de contacto.",
    editData: "Editar datos",
    // Shipping step.
    shippingTitle: "Dirección de envío",
    savedAddresses: "Tus direcciones",
    addAddress: "Añadir dirección",
    noAddresses: "Añade la dirección donde quieres recibir el pedido.",
    options: "Opciones de envío",
    loadingOptions: "Consultando las empresas de transporte...",
    // SPEC §8 shipping at checkout, verbatim.
    none: "No hay ninguna opción de envío disponible para esta dirección. Comprueba que el código postal es correcto.",
    quoteError: "Error al consultar las empresas de transporte. Inténtalo de nuevo dentro de unos instantes.",
    quoteNetwork: "Error de conexión al consultar las empresas de transporte. Comprueba tu conexión e inténtalo de nuevo.",
    retry: "Reintentar",
    noOptions: "Opciones no disponibles",
    recipient: "Nombre de quien recibe el pedido",
    recipientRequired: "Indica el nombre de la persona que recibirá el pedido.",
    chooseAddress: "Elige la dirección de envío.",
    chooseOption: "Elige una opción de envío.",
    // Payment step.
    paymentTitle: "Pago",
    deliverTo: "Entregar en",
    change: "Cambiar",
    discountCode: "Código de descuento",
    /** 'Pretende fatura com NIF?' (issue 33): the invoice names the customer's tax number, prefilled from the profile. */
    invoiceAsk: "¿Quieres factura con NIF?",
    invoiceNif: "NIF para la factura",
    invoiceHint: "Sin NIF, la factura-recibo se emite a nombre de consumidor final. La recibirás por correo después del pago.",
    invoiceNifRequired: "Indica el NIF para la factura o desmarca la opción.",
    invoiceHintSpain: "Puedes indicar un NIF portugués o un NIF/NIE español.",
    discountHint: "¿Tienes un código de descuento (por ejemplo, el de bienvenida de la newsletter)? Aplícalo para ver el total con el descuento.",
    applyCode: "Aplicar",
    /** Right above the binding button, so the price is seen before it on every screen (the summary is below it on a phone). */
    totalToPay: "Total a pagar",
    applyingCode: "Comprobando...",
    removeCode: "Quitar",
    codeApplied: (code: string, saving: string) => `Código ${code} aplicado: ahorras ${saving}.`,
    codeAppliedFreeDelivery: (code: string) => `Código ${code} aplicado: envío gratis.`,
    codeRequired: "Escribe el código antes de aplicarlo.",
    methods: "Tarjeta, MB WAY o Multibanco, en una página de pago segura.",
    methodsNoMultibanco: "Tarjeta o MB WAY, en una página de pago segura.",
    multibancoAfterVerification: "Multibanco estará disponible cuando confirmes tu correo electrónico.",
    methodsCardOnly: "Tarjeta (Visa o Mastercard), en una página de pago segura. MB WAY y Multibanco solo están disponibles para entregas en Portugal.",
    // The final button states the obligation to pay (DL 24/2014 art. 5(3); CRD art. 8(2)).
    pay: "Pedido con obligación de pago",
    // Paying an order already placed (the pending-order payment step).
    /** Beside the binding button: the terms the order is made under, and the privacy policy (DL 24/2014 art. 4). */
    termsNotice: {
      before: "Al hacer el pedido, acepta los ",
      terms: "Términos y Condiciones",
      middle: " y confirma que ha leído la ",
      privacy: "Política de Privacidad",
      after: ".",
    },
    payPending: "Pagar ahora",
    // The subject and its verb agree: "As Canárias não fazem parte", "Ceuta não faz parte".
    vatAreaLead: { canarias: "Las Canarias no forman parte", ceuta: "Ceuta no forma parte", melilla: "Melilla no forma parte" },
    outsideEuVatTitle: "Entrega fuera del territorio de IVA de la Unión Europea",
    outsideEuVat: (lead: string) =>
      `${lead} del territorio de IVA de la Unión Europea. El pedido se envía como exportación, con los precios sin IVA: en la entrega pueden cobrarse derechos de aduana y el impuesto local (IGIC en Canarias, IPSI en Ceuta y Melilla), que pagas tú a la empresa de transporte o a la aduana.`,
    paying: "Preparando el pago...",
    // SPEC §8 payment, verbatim.
    cancelled: "Pago cancelado. Puedes intentarlo de nuevo.",
    payError: "Error al procesar el pago. Inténtalo de nuevo.",
    sessionError: "Error al crear la sesión de pago.",
    unexpected: "Error inesperado. Inténtalo de nuevo.",
    cartChanged: "Tu carrito ha cambiado: revisa las cantidades y el envío.",
    // Guests (SPEC §4, §8).
    preRegistrationMissing: "No se han encontrado los datos de prerregistro. Redirigiendo...",
    preRegistrationIncomplete: "Faltan datos personales o la dirección: completa los pasos anteriores.",
    credentialsTitle: "Crea tu cuenta",
    credentialsText: (email: string) => `La cuenta se creará con el correo electrónico ${email}: podrás seguir el pedido y comprar más rápido la próxima vez.`,
    newPassword: "Contraseña",
    confirmPassword: "Confirmar contraseña",
    createAndPay: "Crear cuenta y continuar al pago",
    /** The account is an offer, not a wall (issue 44, decisions/0058): buying as a guest. */
    guestTitle: "¿Prefieres no crear una cuenta ahora?",
    guestText: (email: string) =>
      `Puedes comprar solo con el correo electrónico ${email}: te llegará la confirmación con el enlace para seguir el pedido. Si quieres, creas la cuenta después de pagar.`,
    continueAsGuest: "Continuar sin crear cuenta",
    guestPayingAs: (email: string) => `Estás comprando sin cuenta, con el correo electrónico ${email}.`,
    guestCreateAccount: "Prefiero crear una cuenta",
    guestAddressTitle: "¿Dónde quieres recibir el pedido?",
    saveAddress: "Guardar dirección y ver las opciones",
    editAddress: "Cambiar dirección",
  },
};
