import type { CompanyInfo, InfoSection } from "../../shop-info";
import type { CopyOf } from "../copy-of";
import type { ContactMail, infoCopy as pt } from "../pt/info-pages";

const BRAND = "Mãe & Bebé";

/** The contact, shipping, returns, FAQ and about pages (decision 0013): loaded with those pages, not with every page. */
export const infoCopy: CopyOf<typeof pt> = {
  demoCompany: { name: "Mãe & Bebé, Lda. (datos de demostración)", address: "Rua de Demonstração, 1, 1000-001 Lisboa (dirección ficticia)" },
  adrDefaultName: "CNIACC — Centro Nacional de Informação e Arbitragem de Conflitos de Consumo",
  /** The complaints book's entity for an online shop of goods (Decreto-Lei 156/2005): the owner's setting's first value. */
  complaintsEntityDefaultName: "ASAE — Autoridade de Segurança Alimentar e Económica",
  loadError: "No se ha podido cargar esta información.",
  companyHeading: "Quiénes somos",
  companyName: "Empresa",
  companyNipc: "NIPC",
  companyAddress: "Domicilio social",
  companyEmail: "E-mail",
  companyPhone: "Teléfono",
  phoneCost: "Llamada a la red fija nacional portuguesa.",
  contactMail: (id: string, m: ContactMail) => ({
    subject: `Contacto desde la web: ${m.subject}`,
    text: `Nuevo mensaje del formulario de contacto (${id}).\n\nNombre: ${m.name}\nE-mail: ${m.email}\nAsunto: ${m.subject}\n\n${m.message}\n\nResponde a ${m.email}.`,
  }),
  contact: {
    title: "Contacto",
    lead: "¿Tienes una duda sobre un pedido, un producto o una devolución? Escríbenos: te respondemos por e-mail en un plazo máximo de 2 días hábiles.",
    formHeading: "Enviar un mensaje",
    name: "Nombre",
    email: "E-mail",
    subject: "Asunto",
    message: "Mensaje",
    messageHint: (max: number) => `Hasta ${max} caracteres. Si es sobre un pedido, indica el número.`,
    submit: "Enviar mensaje",
    sending: "Enviando...",
    sent: "Mensaje enviado. ¡Gracias! Te responderemos al e-mail que has indicado.",
    sendError: "No se ha podido enviar el mensaje. Inténtalo de nuevo.",
    otherWays: "Otras formas de contacto",
  },
  shipping: {
    title: "Envíos y Entregas",
    lead: "Enviamos a Portugal (continente e islas) y España (península, Baleares, Canarias, Ceuta y Melilla). Los gastos y plazos que ves abajo son los mismos que calcula el carrito para tu código postal.",
    ratesHeading: "Zonas, gastos y plazos",
    zone: "Zona",
    option: "Modalidad",
    cost: "Gastos",
    delay: "Plazo",
    carrier: "Transportista",
    supplierNote: "El importe exacto de tu pedido se calcula en el carrito, con tu código postal, y puede ser distinto del de esta tabla de referencia.",
    zones: {
      "pt-continente": "Portugal continental",
      "pt-madeira": "Madeira (códigos postales 9000 a 9499)",
      "pt-acores": "Azores (códigos postales 9500 a 9999)",
      "es-peninsula": "España peninsular",
      "es-baleares": "Islas Baleares (códigos postales 07)",
      "es-canarias": "Islas Canarias (códigos postales 35 y 38)",
      "es-ceuta-melilla": "Ceuta y Melilla (códigos postales 51 y 52)",
    },
    sections: [
      {
        heading: "Canarias, Ceuta y Melilla",
        body: [
          "Las Islas Canarias, Ceuta y Melilla están fuera del territorio de aplicación del IVA de la Unión Europea: los productos entregados en estas zonas se cobran sin IVA (el carrito y la finalización de la compra muestran el precio sin IVA en cuanto se conoce la dirección). Los pedidos a estas zonas pasan por trámites aduaneros y puede que tengas que pagar, en el momento de la entrega, el IGIC (Canarias) o el IPSI (Ceuta y Melilla) y los posibles gastos de despacho de aduana que cobre el transportista. Estos importes no están incluidos en el precio ni en los gastos de envío y los pagas tú al recibir el pedido.",
        ],
      },
      {
        heading: "Cómo funciona la entrega",
        body: [
          [
            "Los plazos se cuentan en días hábiles desde la confirmación del pago.",
            "Recibes por e-mail la confirmación del pedido y, cuando se envía, el número de seguimiento del transportista.",
            "Si no hay nadie en la dirección, el transportista deja un aviso y vuelve a intentarlo o deja el pedido en un punto de recogida.",
            "Al recibirlo, revisa el paquete. Si está dañado, díselo al repartidor y ponte en contacto con nosotros.",
          ],
        ],
      },
      {
        heading: "Retrasos",
        body: [
          "Si el pedido no llega en el plazo indicado, ponte en contacto con nosotros. Si no se entrega en 30 días, puedes resolver el contrato y te devolvemos todos los pagos sin demora.",
        ],
      },
    ] satisfies InfoSection[],
  },
  returns: {
    title: "Cambios y Devoluciones",
    withdrawNow: "Desistir de una compra ahora",
    sections: (c: CompanyInfo, returnAddress: string): InfoSection[] => [
      {
        heading: "14 días para cambiar de opinión",
        body: [
          "Has comprado online, así que tienes 14 días para desistir de la compra sin dar ninguna justificación (derecho de desistimiento, Decreto-Lei portugués 24/2014, que transpone la Directiva 2011/83/UE; si vives en España, también se aplica la protección obligatoria de los consumidores de tu país, el Real Decreto Legislativo 1/2007, Ley General para la Defensa de los Consumidores y Usuarios). Los 14 días cuentan desde el día en que recibes los productos; en un pedido entregado en varias partes, desde el día en que recibes la última.",
        ],
      },
      {
        heading: "Cómo devolver",
        body: [
          [
            `Dinos que quieres desistir antes de que termine el plazo: con el botón "Desistir del contrato aquí" del pedido en Mis pedidos, o sin iniciar sesión en la página "Desistir de una compra" (número del pedido y e-mail); también por e-mail a ${c.email}, con el formulario de contacto o por carta a ${c.address}. Basta con una declaración clara con el número del pedido; también puedes usar el modelo de formulario que encontrarás abajo.`,
            `Envía los productos en un plazo máximo de 14 días desde que nos comunicas el desistimiento, a esta dirección: ${returnAddress}.`,
            "Los gastos del envío de devolución corren de tu cuenta, salvo si el producto llegó defectuoso o no corresponde a lo que pediste. Si lo prefieres, puedes pedirnos una etiqueta de devolución: te la enviamos por e-mail y ese envío corre de nuestra cuenta.",
            "Puedes abrir y probar el producto como lo harías en una tienda. Si lo usas más allá de eso y pierde valor, esa pérdida se puede descontar.",
          ],
        ],
      },
      {
        heading: "Reembolso en un plazo máximo de 14 días",
        body: [
          "Te devolvemos todo lo que has pagado, incluidos los gastos de envío normales de la entrega, en un plazo máximo de 14 días desde el día en que nos informaste del desistimiento, por el mismo medio de pago que usaste. Podemos esperar hasta recibir los productos o la prueba de que los has enviado.",
        ],
      },
      {
        heading: "Excepciones",
        body: [
          "Por razones de higiene, no aceptamos la devolución de productos precintados (por ejemplo chupetes, tetinas, biberones y productos de higiene) cuyo envase se haya abierto después de la entrega.",
        ],
      },
      {
        heading: "Cambios",
        body: [
          "¿Quieres otra talla u otro color? Ponte en contacto con nosotros: si hay stock, te enviamos el nuevo producto cuando recibamos el que devuelves. También puedes devolverlo y hacer un nuevo pedido.",
        ],
      },
      {
        heading: "Producto defectuoso: garantía de 3 años",
        body: [
          "Todos los productos tienen la garantía legal de conformidad de 3 años (Decreto-Lei portugués 84/2021, que transpone la Directiva (UE) 2019/771; si vives en España, también se aplica la protección obligatoria del Real Decreto Legislativo 1/2007, Ley General para la Defensa de los Consumidores y Usuarios). Si un producto tiene un defecto, ponte en contacto con nosotros: tienes derecho a la reparación o sustitución sin coste y, si no es posible, a una rebaja del precio o al reembolso.",
        ],
      },
    ],
  },
  faq: {
    title: "Preguntas Frecuentes",
    items: (c: CompanyInfo) => [
      {
        q: "¿A dónde hacéis envíos?",
        a: "A todo Portugal (continente, Madeira y Azores) y España (península, Baleares, Canarias, Ceuta y Melilla). Los gastos y plazos de cada zona están en la página Envíos y Entregas.",
      },
      {
        q: "¿Cuánto cuesta el envío?",
        a: "Depende de la zona y de la modalidad. En el carrito, indica el país y el código postal para ver las opciones y elegir.",
      },
      {
        q: "¿Qué formas de pago aceptáis?",
        a: "Tarjeta Visa y Mastercard; para entregas en Portugal, también MB WAY y referencia Multibanco. El pago se hace en una página segura de nuestro proveedor de pagos; no guardamos los datos de tu tarjeta.",
      },
      {
        q: "¿Los precios incluyen IVA?",
        a: "Sí, los precios mostrados incluyen el IVA al tipo legal. Para entregas en Canarias, Ceuta y Melilla (fuera del territorio de IVA de la UE) los productos se cobran sin IVA, como muestran el carrito y la finalización de la compra. Los gastos de envío aparecen antes de pagar.",
      },
      {
        q: "¿Tengo que crear una cuenta para comprar?",
        a: "Puedes empezar como invitado: al final de la compra guardamos tus datos en una cuenta, para que puedas seguir el pedido.",
      },
      {
        q: "¿Cómo sigo mi pedido?",
        a: "En Mi cuenta › Mis pedidos ves el estado de cada pedido. Cuando se envía el pedido, te mandamos el número de seguimiento por e-mail.",
      },
      {
        q: "¿Puedo devolver un producto?",
        a: "Sí, tienes 14 días desde la entrega para desistir de la compra sin justificarlo. Consulta los pasos en la página Cambios y Devoluciones.",
      },
      {
        q: "¿Cómo uso el descuento de la newsletter?",
        a: "Al suscribirte, recibes por e-mail un código del 10 % para tu primera compra. Escríbelo en el paso de pago; cada código solo se puede usar una vez.",
      },
      {
        q: "¿Cómo puedo hablar con vosotros?",
        a: `Con el formulario de contacto, por e-mail a ${c.email} o por teléfono en el ${c.phone}.`,
      },
    ],
  },
  about: {
    title: "Sobre Nosotros",
    sections: (c: CompanyInfo): InfoSection[] => [
      {
        heading: "Nuestra tienda",
        body: [
          `${BRAND} es una tienda online de productos para mamás y bebés: ropa, sueño, alimentación, higiene, paseo y juguetes. Elegimos cada producto pensando en la seguridad y la comodidad de los más pequeños y enviamos a Portugal y España.`,
          "Atendemos en portugués y en español y respondemos a todos los mensajes, normalmente el mismo día hábil.",
        ],
      },
      {
        heading: "Quién está detrás",
        body: [`La tienda está gestionada por ${c.name}, NIPC ${c.nipc}, con domicilio social en ${c.address}.`],
      },
    ],
  },
};
