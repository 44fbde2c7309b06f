/** Part of `copy` (shared/copy.ts); the worker's alone. */
const BRAND = "Mãe & Bebé";

/** The worker's e-mails and the pages their links open: never in the web's bundle (shared/copy.ts assembles it). */
export const mailCopy = {
  mail: {
    /** What stands in a delivered e-mail's stored copy where a code or a link was (decisions/0034). */
    secretRemoved: "[removido após o envio]",
    defaultFrom: `${BRAND} <loja@maeebebe.pt>`,
    verifyEmail: (firstName: string, link: string) => ({
      subject: "Confirme o seu e-mail",
      text: `Olá ${firstName},\n\nConfirme o seu e-mail para concluir o registo:\n${link}\n\nSe não criou esta conta, ignore esta mensagem.`,
    }),
    resetCode: (code: string, link: string) => ({
      subject: "Código para redefinir a sua senha",
      text: `O seu código de redefinição de senha é ${code}.\nÉ válido durante 15 minutos.\n\nTambém pode usar este link:\n${link}\n\nSe não pediu esta alteração, ignore esta mensagem.`,
    }),
    welcomeDiscount: (percent: number, code: string, unsubscribe: string) => ({
      subject: `O seu código de ${percent}% de desconto`,
      text:
        `Olá,\n\nObrigado por subscrever a newsletter da ${BRAND}!\n\n` +
        `O seu código: ${code}\n\n` +
        `Dá ${percent}% de desconto na sua primeira compra e só pode ser usado uma única vez. Introduza-o no checkout.\n\n` +
        `Se não foi você que subscreveu, ignore esta mensagem.\n\n` +
        `Para deixar de receber a newsletter, basta um clique: ${unsubscribe}`,
    }),
    /** The page the unsubscribe link opens. */
    unsubscribed: {
      title: `Newsletter — ${BRAND}`,
      done: "A sua subscrição da newsletter foi cancelada. Não voltará a receber as nossas novidades.",
      invalid: "Este link para deixar a newsletter não é válido. Copie-o por inteiro do e-mail e tente novamente.",
      back: "Voltar à loja",
    },
    /** 'Avise-me quando voltar' (issue 34): the one e-mail when the variant is back, and its unsubscribe page. */
    stockAlert: {
      subject: (product: string) => `Voltou ao stock: ${product} — ${BRAND}`,
      text: (product: string, link: string, unsubscribe: string) =>
        `Olá,\n\nBoas notícias: ${product} voltou a estar disponível.\nVeja-o aqui: ${link}\n\n` +
        `Avisamos uma única vez; as unidades podem voltar a esgotar.\n\n` +
        `Pediu este aviso na nossa loja. Se já não o quer, basta um clique: ${unsubscribe}\n\nCom carinho,\n${BRAND}`,
      unsubscribed: {
        title: `Aviso de stock — ${BRAND}`,
        done: "Pronto: já não vai receber o aviso deste produto.",
        invalid: "Este link já não é válido: o aviso foi enviado ou anulado.",
        back: "Voltar à loja",
      },
      /** The owners' daily e-mail of variants at or below their low-stock threshold. */
      lowStockSubject: (count: number) => `Stock baixo: ${count} variante(s) — ${BRAND}`,
      lowStockText: (lines: string[], link: string) =>
        `Estas variantes estão no limite de stock baixo ou abaixo dele:\n\n${lines.join("\n")}\n\nAbra o catálogo no back-office: ${link}`,
      lowStockLine: (sku: string, name: string, stock: number, threshold: number) => `- ${sku} · ${name}: ${stock} (limite ${threshold})`,
    },
  },
} as const;
