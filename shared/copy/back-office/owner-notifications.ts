import { plural } from "../../plural";

/**
 * The owners' e-mails about the shop's events and the setting that chooses them (issue 44, decisions/0056). Portuguese
 * only, like the rest of the back-office (shared/copy/back-office/admin.ts): they are read by the owners, never by
 * customers, whatever the order's language.
 */
const BRAND = "Mãe & Bebé";

export const ownerNotificationsCopy = {
  /** The back-office's section on the team page ('Equipa', owners only). */
  settings: {
    title: "Avisos por e-mail",
    intro: (email: string) => `Os avisos que ${email} recebe quando algo precisa de atenção. Cada dono escolhe os seus; a equipa não os recebe.`,
    events: {
      order_paid: { label: "Nova encomenda paga", hint: "O número, os artigos e o total, para preparar o envio." },
      withdrawal: { label: "Desistência de uma encomenda", hint: "Com o prazo de 14 dias para reembolsar o cliente." },
      invoice_failed: { label: "Fatura que não foi emitida", hint: "Quando o programa de faturação não emitiu um documento depois de todas as tentativas." },
      review_pending: { label: "Nova avaliação para moderar", hint: "O produto, as estrelas e o texto do cliente." },
    },
    save: "Guardar avisos",
    saved: "Os seus avisos foram guardados.",
    none: "Não vai receber nenhum aviso por e-mail: veja as encomendas e as desistências no back-office.",
    invalid: "Escolha os avisos da lista.",
  },
  /** The e-mails: one per event and owner, written in the event's own batch (the outbox). */
  mail: {
    signature: `— ${BRAND} · back-office`,
    why: (settingsUrl: string) => `Recebe este aviso por ser dono da loja. Escolha os avisos que recebe em ${settingsUrl}`,
    open: (link: string) => `Abrir no back-office: ${link}`,
    orderPaid: {
      subject: (number: string, total: string) => `Nova encomenda paga ${number} · ${total} — ${BRAND}`,
      intro: (number: string, at: string) => `A encomenda ${number} foi paga a ${at}. Está pronta para preparar.`,
      lines: "Artigos:",
      line: (quantity: number, name: string, options: string, price: string) => `- ${quantity} × ${name}${options ? ` (${options})` : ""} · ${price}`,
      discount: (amount: string) => `Desconto: −${amount}`,
      shipping: (service: string, amount: string) => `Envio (${service}): ${amount}`,
      total: (amount: string) => `Total: ${amount}`,
      destination: (postalCode: string, country: string) => `Entrega: ${postalCode}, ${country}`,
    },
    withdrawal: {
      subject: (number: string, deadline: string) => `Desistência da encomenda ${number}: reembolsar até ${deadline} — ${BRAND}`,
      intro: (number: string, at: string) => `O cliente desistiu da encomenda ${number} (direito de livre resolução). Desistência recebida a ${at}.`,
      deadline: (day: string) => `Prazo do reembolso: ${day} (14 dias a contar da desistência).`,
      /** Sent already: the goods come back; not sent yet: nothing to send or to receive. */
      sent: "Pode esperar pela devolução dos artigos, ou pela prova de que foram enviados, antes de reembolsar.",
      notSent: "A encomenda ainda não foi enviada: não a envie. Não há artigos a devolver; reembolse o valor pago.",
      status: (status: string) => `Estado da encomenda quando desistiu: ${status}`,
      lines: "Artigos:",
      line: (quantity: number, name: string, options: string) => `- ${quantity} × ${name}${options ? ` (${options})` : ""}`,
      total: (amount: string) => `Total pago: ${amount}`,
    },
    invoiceFailed: {
      subject: (kind: string, number: string) => `${kind} da encomenda ${number} não foi emitida — ${BRAND}`,
      intro: (kind: string, number: string, attempts: number) =>
        `A ${kind.toLowerCase()} da encomenda ${number} não foi emitida: o programa de faturação falhou ${plural("pt", attempts, { one: "1 vez", other: `${attempts} vezes` })} e a loja deixou de tentar sozinha.`,
      error: (error: string) => `Erro: ${error}`,
      next: "Corrija a causa (os dados do cliente, a configuração do programa) e use «Tentar de novo» na encomenda ou em Faturação.",
      kinds: { invoice_receipt: "Fatura-recibo", credit_note: "Nota de crédito" },
    },
    reviewPending: {
      subject: (product: string, rating: number) => `Nova avaliação (${rating}/5) de ${product} — ${BRAND}`,
      intro: (product: string, rating: number) => `Um cliente avaliou ${product} com ${rating} de 5 estrelas. A avaliação já aparece na loja.`,
      title: (title: string) => `Título: ${title}`,
      body: (body: string) => `Texto: ${body}`,
      noText: "(sem texto)",
      next: "Se tiver insultos, dados pessoais ou publicidade, oculte-a com o motivo; pode também responder em nome da loja.",
    },
  },
} as const;
