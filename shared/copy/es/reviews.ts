import { lazily } from "../../lazily";
import { plural } from "../../plural";
import type { CopyOf } from "../copy-of";
import type { reviewsCopy as pt } from "../pt/reviews";

/** Product reviews by customers who bought the product (decisions/0017). Part of `copy` (shared/copy.ts). */
const oneDecimal = lazily(() => new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const decimal = (r: number) => oneDecimal().format(r);
const count = (n: number) => `${n} ${plural("es", n, { one: "valoración", other: "valoraciones" })}`;

export const reviewsCopy: CopyOf<typeof pt> = {
  reviews: {
    title: "Valoraciones",
    howChecked: "Solo los clientes que han comprado este producto en la tienda pueden valorarlo; cada cliente lo valora una vez.",
    none: "Este producto todavía no tiene valoraciones.",
    average: (r: number) => decimal(r),
    count: (n: number) => `(${count(n)})`,
    /** Accessible name of the stars: "4,3 de 5 estrelas, 12 avaliações". */
    starsLabel: (r: number, n: number) => `${decimal(r)} de 5 estrellas, ${count(n)}`,
    ratingOf: (r: number) => `${r} de 5 estrellas`,
    verified: "Compra verificada",
    writtenIn: { pt: "Opinión escrita en portugués", es: "Opinión escrita en español" },
    anonymous: "Cliente",
    more: "Ver más valoraciones",
    /** The shop's public reply under a review (decisions/0047). */
    shopReply: "Respuesta de la tienda",
    /** The review policy: a section of the terms page, by its anchor. */
    policyLink: "Cómo moderamos las valoraciones",
    policyAnchor: "politica-de-valoraciones",
    formTitle: "Valorar este producto",
    ratingLegend: "Tu puntuación",
    star: (n: number) => plural("es", n, { one: "1 estrella", other: `${n} estrellas` }),
    reviewTitle: "Título (opcional)",
    reviewBody: "Tu opinión (opcional)",
    submit: "Publicar valoración",
    submitting: "Publicando...",
    thanks: "¡Gracias! Tu valoración se ha publicado.",
    alreadyReviewed: "Ya has valorado este producto. ¡Gracias!",
    signInToReview: "¿Has comprado este producto? Inicia sesión en tu cuenta para valorarlo.",
    notBuyer: "Solo puedes valorar productos que hayas comprado en la tienda.",
    notDelivered: "Podrás valorar este producto cuando lo recibas: la valoración se abre cuando el pedido esté entregado.",
    // Errors answered by the API.
    notPurchased: "Solo puedes valorar productos que hayas comprado y pagado en esta tienda.",
    notDeliveredYet: "Solo puedes valorar este producto después de recibirlo: el pedido aún no se ha entregado.",
    alreadyExists: "Ya has valorado este producto: cada cliente valora un producto una vez.",
    ratingRequired: "Elige una puntuación de 1 a 5 estrellas",
    titleLong: "El título puede tener como máximo 120 caracteres",
    bodyLong: "El texto puede tener como máximo 2000 caracteres",
    page: "Página no válida",
  },
};
