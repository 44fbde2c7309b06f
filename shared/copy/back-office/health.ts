import { plural } from "../../plural";

/**
 * The health page of the back-office (issue 46) and the owners' e-mail when something stays failed for an hour.
 * Portuguese only, like the rest of the back-office (shared/copy/back-office/admin.ts).
 */
const BRAND = "Mãe & Bebé";

export const healthCopy = {
  nav: "Saúde da loja",
  title: "Saúde da loja",
  intro: "O que falhou ou espera por alguém: e-mails, faturas, pagamentos sem encomenda, as tarefas automáticas e os avisos dos fornecedores.",
  allWell: "Nada a assinalar.",
  refresh: "Atualizar",
  emails: {
    title: "E-mails",
    failed: (n: number) => plural("pt", n, { one: "1 e-mail não foi entregue", other: `${n} e-mails não foram entregues` }),
    waiting: (n: number) => plural("pt", n, { one: "1 e-mail à espera de nova tentativa", other: `${n} e-mails à espera de nova tentativa` }),
    to: "Para",
    subject: "Assunto",
    attempts: "Tentativas",
    error: "Erro",
    createdAt: "Escrito a",
    retry: "Tentar de novo",
    retried: "O e-mail volta a ser enviado.",
  },
  documents: {
    title: "Faturas por emitir",
    count: (n: number) => plural("pt", n, { one: "1 documento por emitir", other: `${n} documentos por emitir` }),
    kinds: { invoice_receipt: "Fatura-recibo", credit_note: "Nota de crédito" },
    statuses: { pending: "A tentar de novo", failed: "Falhou" },
    open: "Abrir em Faturação",
  },
  payments: {
    title: "Pagamentos sem encomenda",
    unmatched: "Eventos de pagamento de uma sessão que a loja não abriu",
    refunded: "Pagamentos devolvidos automaticamente (encomenda já paga ou cancelada)",
    reasons: { order_not_pending: "Encomenda já não esperava pagamento", paid_twice: "Pago duas vezes" },
    refundStatuses: { pending: "Reembolso por confirmar", succeeded: "Reembolsado" },
    none: "Nenhum.",
  },
  jobs: {
    title: "Tarefas automáticas",
    lastRun: "Última execução",
    ok: "Concluída",
    failed: "Falhou",
    failingSince: (at: string) => `A falhar desde ${at}`,
    never: "Ainda não correram: o agendador corre a cada 10 minutos.",
    /** The Cron Trigger's jobs by their names in the logs (worker/scheduled.ts). */
    names: {
      "scheduled sales started and ended": "Saldos agendados iniciados e terminados",
      "expired pending orders": "Encomendas pendentes expiradas (stock devolvido)",
      "refunds completed on retry": "Reembolsos por confirmar",
      "invoice documents": "Faturas e notas de crédito por emitir",
      "low-stock e-mails to the owners": "Aviso diário de stock baixo",
      "birth lists closed and completed": "Fecho das listas de nascimento (códigos de desconto)",
      "birth lists' daily gift summaries": "Resumo diário dos presentes das listas de nascimento",
      "forgotten carts' reminders": "Lembretes de carrinhos esquecidos",
      "outbox delivery": "Envio de e-mails",
      "contact messages past their retention deleted": "Mensagens de contacto antigas apagadas",
      "daily backup to R2": "Cópia de segurança diária",
      "owners told of what stays failed": "Avisos aos donos do que continua a falhar",
    } as Record<string, string>,
  },
  webhooks: {
    title: "Avisos dos fornecedores (webhooks)",
    last: "Último recebido",
    outcomes: { handled: "Tratado", refused: "Recusado (assinatura ou conteúdo inválidos)" },
    none: "Nenhum aviso recebido ainda.",
  },
  /** The owners' e-mail: sent once per problem, when it has stayed for an hour. */
  mail: {
    subject: (n: number) => `${plural("pt", n, { one: "1 problema", other: `${n} problemas` })} na loja há mais de uma hora — ${BRAND}`,
    intro: "Isto continua a falhar há mais de uma hora e precisa de alguém:",
    email: (to: string, subject: string) => `- E-mail para ${to} não entregue: «${subject}»`,
    document: (kind: string, order: string) => `- ${kind} da encomenda ${order} por emitir`,
    job: (name: string, error: string) => `- Tarefa automática «${name}» a falhar: ${error}`,
    unmatched: (type: string, session: string) => `- Evento de pagamento ${type} da sessão ${session}, que a loja não abriu`,
    refund: (order: string, amount: string) => `- Reembolso automático de ${amount} da encomenda ${order} por confirmar`,
    open: (link: string) => `Veja a saúde da loja: ${link}`,
    once: "Recebe este aviso uma única vez por problema.",
    signature: `— ${BRAND} · back-office`,
  },
} as const;
