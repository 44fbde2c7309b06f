import { lazily } from "../../lazily";
import { plural } from "../../plural";

/** Product reviews by customers who bought the product (decisions/0017). Part of `copy` (shared/copy.ts). */
const oneDecimal = lazily(() => new Intl.NumberFormat("pt-PT", { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const decimal = (r: number) => oneDecimal().format(r);
const count = (n: number) => `${n} ${plural("pt", n, { one: "avaliação", other: "avaliações" })}`;

export const reviewsCopy = {
  reviews: {
    title: "Avaliações",
    howChecked: "Só clientes que compraram este produto na loja podem avaliá-lo; cada cliente avalia uma vez.",
    none: "Este produto ainda não tem avaliações.",
    average: (r: number) => decimal(r),
    count: (n: number) => `(${count(n)})`,
    /** Accessible name of the stars: "4,3 de 5 estrelas, 12 avaliações". */
    starsLabel: (r: number, n: number) => `${decimal(r)} de 5 estrelas, ${count(n)}`,
    ratingOf: (r: number) => `${r} de 5 estrelas`,
    verified: "Compra verificada",
    /** Under a review written in the other shop's language (issue 44), by the language it was written in. */
    writtenIn: { pt: "Opinião escrita em português", es: "Opinião escrita em espanhol" },
    anonymous: "Cliente",
    more: "Ver mais avaliações",
    /** The shop's public reply under a review (decisions/0047). */
    shopReply: "Resposta da loja",
    /** The review policy: a section of the terms page, by its anchor. */
    policyLink: "Como moderamos as avaliações",
    policyAnchor: "politica-de-avaliacoes",
    formTitle: "Avaliar este produto",
    ratingLegend: "A sua classificação",
    star: (n: number) => plural("pt", n, { one: "1 estrela", other: `${n} estrelas` }),
    reviewTitle: "Título (opcional)",
    reviewBody: "A sua opinião (opcional)",
    submit: "Publicar avaliação",
    submitting: "A publicar...",
    thanks: "Obrigado! A sua avaliação foi publicada.",
    alreadyReviewed: "Já avaliou este produto. Obrigado!",
    signInToReview: "Comprou este produto? Entre na sua conta para o avaliar.",
    notBuyer: "Só pode avaliar produtos que comprou na loja.",
    /** Bought, not delivered yet (issue 44): 'Compra verificada' is said once the product arrived. */
    notDelivered: "Poderá avaliar este produto depois de o receber: a avaliação abre quando a encomenda for entregue.",
    // Errors answered by the API.
    notPurchased: "Só pode avaliar produtos que comprou e pagou nesta loja.",
    notDeliveredYet: "Só pode avaliar este produto depois de o receber: a encomenda ainda não foi entregue.",
    alreadyExists: "Já avaliou este produto: cada cliente avalia um produto uma vez.",
    ratingRequired: "Escolha uma classificação de 1 a 5 estrelas",
    titleLong: "O título pode ter no máximo 120 caracteres",
    bodyLong: "O texto pode ter no máximo 2000 caracteres",
    page: "Página inválida",
  },
};
