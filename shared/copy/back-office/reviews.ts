import { plural } from "../../plural";
/**
 * The back-office's words for the customers' reviews (issue 34, decisions/0047). Portuguese only, like the rest of the
 * back-office (shared/copy/back-office/admin.ts); the shop's own words about reviews are in shared/copy/<lang>/reviews.ts.
 */
export const reviewsAdminCopy = {
  nav: "Avaliações",
  title: "Avaliações",
  intro:
    "As avaliações dos clientes, as mais recentes primeiro. O dono pode ocultar uma avaliação, com o motivo, e responder em nome da loja; as palavras do cliente nunca se alteram.",
  staffNote: "Só o dono pode ocultar avaliações e responder-lhes.",
  filters: "Filtros das avaliações",
  state: "Estado",
  anyState: "Todas",
  visibleOnly: "Visíveis",
  hiddenOnly: "Ocultas",
  product: "Produto (SKU ou n.º)",
  apply: "Aplicar",
  clear: "Limpar filtros",
  empty: "Nenhuma avaliação corresponde a estes filtros.",
  page: (page: number, pages: number, total: number) =>
    `Página ${page} de ${pages} · ${total} ${plural("pt", total, { one: "avaliação", other: "avaliações" })}`,
  list: "Avaliações encontradas",
  rating: (n: number) => `${n} de 5 estrelas`,
  noText: "(sem texto)",
  reviewer: (name: string, date: string) => `${name} · ${date}`,
  order: (number: string) => `Encomenda ${number}`,
  visible: "Visível",
  hidden: "Oculta",
  hiddenLine: (reason: string, by: string, at: string) => `Oculta a ${at} por ${by}. Motivo: ${reason}`,
  reasons: {
    offensive: "Ofensiva",
    personal_data: "Dados pessoais",
    off_topic: "Não é sobre o produto",
    spam: "Publicidade ou spam",
    other: "Outro motivo",
  },
  replyFrom: (at: string, by: string) => `Resposta da loja · ${at} · ${by}`,
  hide: "Ocultar",
  hideTitle: "Ocultar esta avaliação",
  hideText:
    "Deixa de aparecer na loja e de contar na classificação do produto. As palavras do cliente ficam como estão; o motivo fica registado e pode mostrá-la de novo. O cliente recebe um e-mail com o motivo e a nota.",
  reason: "Motivo",
  reasonPlaceholder: "Escolha o motivo",
  note: "Nota (obrigatória em «Outro motivo»)",
  hideConfirm: "Ocultar avaliação",
  cancel: "Cancelar",
  unhide: "Mostrar de novo",
  reply: "Responder",
  editReply: "Editar resposta",
  replyTitle: "Resposta da loja",
  replyText:
    "A resposta aparece por baixo da avaliação, na página do produto, como «Resposta da loja». O cliente recebe um e-mail com a primeira resposta (uma correção posterior não é enviada).",
  replyLabel: "Resposta",
  replySave: "Publicar resposta",
  replyDelete: "Apagar resposta",
  said: {
    hidden: "A avaliação foi ocultada.",
    unhidden: "A avaliação voltou a aparecer na loja.",
    replied: "A resposta foi publicada.",
    replyDeleted: "A resposta foi apagada.",
  },
  /** Refusals (the API's too: validation messages are said as they are when the copy has no other language for them). */
  errors: {
    id: "Esta avaliação não existe.",
    notFound: "Esta avaliação não existe (ou foi apagada com a conta do cliente).",
    reason: "Escolha um motivo da lista.",
    noteLong: "A nota pode ter no máximo 500 caracteres.",
    noteRequired: "Com «Outro motivo», diga o motivo na nota.",
    replyEmpty: "Escreva a resposta.",
    replyLong: "A resposta pode ter no máximo 1000 caracteres.",
    product: "Indique o SKU ou o número do produto.",
  },
};
