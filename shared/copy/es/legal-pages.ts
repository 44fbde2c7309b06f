import type { AdrEntity, CompanyInfo, InfoSection } from "../../shop-info";
import type { CopyOf } from "../copy-of";
import type { legalCopy as pt, StorageRow } from "../pt/legal-pages";
import { reviewsCopy } from "./reviews";

const BRAND = "Mãe & Bebé";
const UPDATED = "Última actualización: 28 de noviembre de 2026.";

/** Terms of sale, privacy policy, cookies and the accessibility statement (decision 0013): loaded with those pages only. */
export const legalCopy: CopyOf<typeof pt> = {
  updated: UPDATED,
  terms: {
    title: "Términos y Condiciones",
    sections: (c: CompanyInfo, adr: AdrEntity, complaints: AdrEntity): InfoSection[] => [
      {
        heading: "1. Quién vende",
        body: [
          `La tienda online ${BRAND} está gestionada por ${c.name}, NIPC ${c.nipc}, con domicilio social en ${c.address}, e-mail ${c.email}, teléfono ${c.phone}.`,
        ],
      },
      {
        heading: "2. Ámbito",
        body: [
          "Estos términos se aplican a las compras que hacen los consumidores en esta tienda, con entrega en Portugal y España. Al hacer un pedido, los aceptas en la versión vigente en ese momento.",
        ],
      },
      {
        heading: "3. Precios",
        body: [
          "Los precios están en euros e incluyen el IVA al tipo legal. Los gastos de envío dependen de la zona y de la modalidad y se muestran antes del pago. Para Canarias, Ceuta y Melilla, fuera del territorio de IVA de la Unión Europea, los productos se cobran sin IVA y pueden añadirse impuestos locales y gastos de aduana que se cobran en la entrega (consulta Envíos y Entregas).",
        ],
      },
      {
        heading: "4. Pedido y contrato",
        body: [
          "Eliges los productos, la dirección y el envío, y confirmas el pedido en el paso de pago. El contrato queda celebrado cuando se confirma el pago; te enviamos la confirmación por e-mail. Mientras esperamos el pago, los productos quedan reservados durante un tiempo limitado.",
        ],
      },
      {
        heading: "5. Pago",
        body: [
          "Aceptamos tarjeta Visa y Mastercard, MB WAY y referencia Multibanco, a través de nuestro proveedor de pagos (Stripe). No guardamos los datos de tu tarjeta.",
        ],
      },
      {
        heading: "6. Entrega",
        body: [
          "Entregamos en la dirección indicada en los plazos de cada modalidad, contados desde la confirmación del pago. Si no conseguimos entregar en 30 días, puedes resolver el contrato y te devolvemos lo que hayas pagado.",
        ],
      },
      {
        heading: "7. Derecho de desistimiento",
        body: [
          "Tienes 14 días desde que recibes los productos para desistir de la compra sin justificación. El procedimiento y las excepciones están en la página Cambios y Devoluciones.",
        ],
      },
      {
        heading: "8. Garantía",
        body: [
          "Los productos tienen la garantía legal de conformidad de 3 años (Decreto-Lei portugués 84/2021, que transpone la Directiva (UE) 2019/771; si vives en España, también se aplica la protección obligatoria de los consumidores de tu país, el Real Decreto Legislativo 1/2007, Ley General para la Defensa de los Consumidores y Usuarios).",
        ],
      },
      {
        heading: "9. Reclamaciones y litigios",
        body: [
          `Puedes reclamar ante nosotros (${c.email}) o en el Libro de Reclamaciones electrónico (Livro de Reclamações); la entidad competente es ${complaints.name} (${complaints.url}). En caso de litigio, puedes recurrir a la entidad de resolución alternativa de litigios ${adr.name} (${adr.url}), en los términos de la Ley portuguesa 144/2015, que transpone la Directiva 2013/11/UE.`,
          "A estos términos se aplica la ley portuguesa, sin perjuicio de las normas imperativas de protección del consumidor del país donde resides; si resides en España, también se aplica la protección obligatoria del Real Decreto Legislativo 1/2007, Ley General para la Defensa de los Consumidores y Usuarios.",
        ],
      },
      {
        // The review policy (decisions/0017, 0047): the product page links here.
        heading: "10. Valoraciones de los productos",
        id: reviewsCopy.reviews.policyAnchor,
        body: [
          "Solo puede valorar un producto quien lo ha comprado y pagado en esta tienda, una vez por producto. Publicamos las valoraciones tal como se escribieron, buenas o malas: nunca cambiamos las palabras, la puntuación ni la fecha.",
          "Solo ocultamos una valoración cuando:",
          [
            "es ofensiva (insultos, amenazas, discriminación);",
            "contiene datos personales (por ejemplo, un nombre completo, una dirección, un teléfono o un e-mail);",
            "no trata del producto (por ejemplo, habla de otro producto o de otra tienda);",
            "es publicidad o spam.",
          ],
          `Una valoración oculta deja de mostrarse y de contar en la puntuación del producto; guardamos el motivo y se lo enviamos por correo electrónico a quien la escribió. Si no estás de acuerdo, escríbenos a ${c.email}.`,
          "La tienda puede responder públicamente a una valoración; la respuesta aparece debajo, como «Respuesta de la tienda», y avisamos por correo electrónico a quien la escribió.",
        ],
      },
    ],
  },
  privacy: {
    title: "Política de Privacidad",
    sections: (c: CompanyInfo): InfoSection[] => [
      {
        heading: "Responsable del tratamiento",
        body: [`${c.name}, NIPC ${c.nipc}, ${c.address}. Para cualquier asunto sobre tus datos: ${c.email}.`],
      },
      {
        heading: "Qué datos tratamos",
        body: [
          [
            "Cuenta: e-mail, contraseña (guardada solo como resumen criptográfico), nombre, fecha de nacimiento, teléfono y, si lo indicas, NIF.",
            "Direcciones de entrega y pedidos: productos, importes, estado, datos de envío.",
            "Pagos: el estado del pago y, en Multibanco, la referencia. Los datos de la tarjeta los trata Stripe y nunca llegan a nosotros.",
            "Newsletter: el e-mail y la fecha en que diste el consentimiento.",
            "Mensajes de contacto: nombre, e-mail, asunto y mensaje.",
            "Seguridad: la dirección IP, usada durante unos minutos para limitar intentos abusivos.",
          ],
        ],
      },
      {
        heading: "Para qué los usamos y con qué base legal",
        body: [
          [
            "Ejecutar el contrato: crear la cuenta, tramitar pedidos, pagos, entregas, devoluciones y garantías (art. 6.1.b) del RGPD).",
            "Cumplir obligaciones legales: facturación, contabilidad e impuestos, Libro de Reclamaciones electrónico (Livro de Reclamações) (letra c)).",
            "Newsletter y código de bienvenida: tu consentimiento, que puedes retirar en cualquier momento (letra a)).",
            "Responder a tus mensajes y proteger la tienda contra abusos: nuestro interés legítimo (letra f)).",
          ],
        ],
      },
      {
        heading: "Durante cuánto tiempo",
        body: [
          [
            "Cuenta y direcciones: hasta que elimines la cuenta (Mi cuenta › Eliminar mi cuenta).",
            "Pedidos y facturas: 10 años, como exige la ley fiscal; al eliminar la cuenta, los pedidos dejan de estar vinculados a ti, pero las facturas ya emitidas conservan el nombre, el NIF y la dirección que exige la ley.",
            "Newsletter: hasta que canceles la suscripción.",
            "Avisos de stock (Avísame cuando vuelva): hasta que anules el aviso con el enlace del correo o borres la cuenta.",
            "Mensajes de contacto: 2 años después del envío; después se borran automáticamente.",
            "Registros de seguridad (recuentos por IP): de minutos a horas.",
          ],
        ],
      },
      {
        heading: "Con quién los compartimos",
        body: [
          "Solo con quien nos ayuda a prestar el servicio, por cuenta nuestra y con contrato: alojamiento (Cloudflare), pagos (Stripe), envío de e-mails, empresas de transporte (CTT, Correos, DHL) y, si inicias sesión con Google, Google. Algunos de estos proveedores pueden tratar datos fuera de la Unión Europea, con las garantías del RGPD (decisiones de adecuación o cláusulas contractuales tipo). No vendemos tus datos.",
        ],
      },
      {
        heading: "Tus derechos",
        body: [
          "Puedes solicitar el acceso, la rectificación, la supresión, la limitación u oposición al tratamiento, y la portabilidad de los datos que nos has dado, en un formato estructurado y de lectura mecánica. Puedes retirar el consentimiento de la newsletter en cualquier momento. Escribe al e-mail indicado arriba; te respondemos en un plazo máximo de un mes.",
          "Si consideras que no hemos tratado bien tus datos, puedes presentar una reclamación ante la Comissão Nacional de Proteção de Dados (CNPD), la autoridad de control en Portugal.",
        ],
      },
      { heading: "Cookies", body: ["Solo usamos el almacenamiento estrictamente necesario; consulta la Política de Cookies."] },
    ],
    cnpdLink: "Web de la CNPD",
  },
  cookies: {
    title: "Política de Cookies",
    sections: [
      {
        heading: "Solo lo estrictamente necesario",
        body: [
          "Esta tienda no usa cookies de publicidad, de análisis de audiencia ni de redes sociales, y no carga contenidos de terceros que las instalen. Guardamos en tu navegador solo lo imprescindible para el servicio que pides: mantener la sesión iniciada, el carrito y el proceso de compra.",
          "Por eso no te pedimos consentimiento ni mostramos un aviso de cookies: la ley (Ley portuguesa 41/2004, art. 5.º, que transpone la Directiva 2002/58/CE) exime del consentimiento el almacenamiento estrictamente necesario. Si algún día empezamos a usar otro tipo de cookies, te pediremos antes tu consentimiento.",
        ],
      },
    ] satisfies InfoSection[],
    tableCaption: "Lo que guardamos en tu navegador",
    columns: { name: "Nombre", kind: "Tipo", purpose: "Para qué", duration: "Duración" },
    rows: [
      {
        name: "authjs.session-token",
        kind: "Cookie",
        purpose: "Mantener la sesión iniciada en tu cuenta.",
        duration: "30 días o hasta que cierres la sesión",
      },
      {
        name: "authjs.csrf-token",
        kind: "Cookie",
        purpose: "Proteger el inicio de sesión contra solicitudes falsificadas.",
        duration: "Hasta que cierres el navegador",
      },
      {
        name: "authjs.callback-url",
        kind: "Cookie",
        purpose: "Volver a la página correcta después de iniciar sesión.",
        duration: "Hasta que cierres el navegador",
      },
      {
        name: "authjs.pkce.code_verifier, authjs.state",
        kind: "Cookie",
        purpose: "Solo al iniciar sesión con Google: proteger ese inicio de sesión.",
        duration: "15 minutos",
      },
      {
        name: "prereg",
        kind: "Cookie",
        purpose: "Guardar los datos de una compra sin cuenta hasta el final del proceso de compra.",
        duration: "24 horas",
      },
      {
        name: "mae-bebe-cart",
        kind: "Almacenamiento local",
        purpose: "El contenido del carrito.",
        duration: "Hasta que vacíes el carrito o completes la compra",
      },
      {
        name: "mae-bebe-shipping",
        kind: "Almacenamiento local",
        purpose: "El código postal y la modalidad de envío elegidos.",
        duration: "Hasta que completes la compra",
      },
      {
        name: "mae-bebe-cancelled-orders",
        kind: "Almacenamiento local",
        purpose: "Los pedidos que has cancelado, para que no vuelvan a aparecer en otra pestaña.",
        duration: "Hasta 20 pedidos",
      },
      {
        name: "mae-bebe-checkout",
        kind: "Almacenamiento de sesión",
        purpose: "Lo que eliges en los pasos de la compra.",
        duration: "Hasta que cierres la pestaña",
      },
      {
        name: "posicoes-scroll",
        kind: "Almacenamiento de sesión",
        purpose: "Volver al mismo punto de una lista de productos.",
        duration: "Hasta que cierres la pestaña",
      },
    ] satisfies StorageRow[],
    after: [
      {
        heading: "Pagos",
        body: [
          "Al pagar, te llevamos a la página segura de Stripe, que tiene su propia política de cookies. En una conexión segura (https), los nombres de las cookies de sesión llevan el prefijo __Secure- o __Host-.",
          "Puedes borrar estos datos en la configuración del navegador; la sesión se cerrará y el carrito quedará vacío.",
        ],
      },
    ] satisfies InfoSection[],
  },
  accessibility: {
    title: "Declaración de Accesibilidad",
    sections: (c: CompanyInfo): InfoSection[] => [
      {
        heading: "Nuestro compromiso",
        body: [
          `En ${BRAND} queremos que todas las personas puedan comprar en esta tienda, también quien usa lector de pantalla, teclado o ampliación. Seguimos las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA, y la norma europea EN 301 549, como exige el Decreto-Lei portugués 82/2022, que transpone la Directiva (UE) 2019/882.`,
        ],
      },
      {
        heading: "Lo que hemos hecho",
        body: [
          [
            "Todas las páginas funcionan solo con teclado, con foco visible y un enlace para saltar al contenido.",
            "Títulos, regiones y formularios con nombres y mensajes de error asociados a los campos.",
            "Contraste de colores verificado y texto que se adapta a pantallas pequeñas y a la ampliación hasta el 200 %.",
            "Imágenes de producto con texto alternativo.",
          ],
        ],
      },
      {
        heading: "Limitaciones conocidas",
        body: [
          "El carrusel de opiniones de la página de inicio avanza solo; se detiene al pasar el ratón o el foco por encima. La página de pago es de Stripe y tiene su propia declaración.",
        ],
      },
      {
        heading: "¿Has encontrado una barrera?",
        body: [
          `Cuéntanoslo en ${c.email} o en el ${c.phone}. Respondemos en un plazo máximo de 5 días hábiles y, mientras lo corregimos, te ayudamos a completar tu compra por otra vía.`,
        ],
      },
      {
        heading: "Fecha",
        body: ["Esta declaración se preparó el 25 de noviembre de 2026, a partir de una evaluación realizada por la propia tienda."],
      },
    ],
  },
};
