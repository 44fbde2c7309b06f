/** Part of `copy` (shared/copy.ts); the worker's alone. */
const BRAND = "Mãe & Bebé";
/** The account guard's advice to the holder (its alert e-mail says it). */
const SIGN_IN_ADVICE = "Se não foi você, recomendamos que defina já uma senha nova: na página Entrar, escolha «Esqueci minha senha».";

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
    /** The account guard (decisions/0032): the holder told once per episode of repeated failed sign-ins, and what to do. */
    signInAlert: {
      subject: `Tentativas falhadas de entrar na sua conta — ${BRAND}`,
      advice: SIGN_IN_ADVICE,
      text: (email: string, link: string) =>
        `Olá,\n\nHouve várias tentativas falhadas de entrar na conta ${email} da ${BRAND}, com senhas erradas.\n\n` +
        "Para proteger a conta, nas próximas horas só se entra com a senha e um código de 6 dígitos, que enviamos para este e-mail quando a senha certa é escrita.\n\n" +
        `${SIGN_IN_ADVICE}\n${link}\n\n` +
        `Nunca lhe pediremos a senha nem este código por telefone ou mensagem.\n\nCom carinho,\n${BRAND}`,
    },
    /** The code the right password earns while the account is guarded: whoever did not ask for it knows the password. */
    signInCode: {
      subject: `O seu código para entrar — ${BRAND}`,
      text: (code: string, link: string) =>
        `O seu código para entrar na conta é ${code}.\nÉ válido durante 15 minutos: introduza-o com a sua senha.\n\n` +
        "Pedimos este código porque houve várias tentativas falhadas de entrar na sua conta e a senha certa acabou de ser escrita.\n" +
        `Se não foi você, outra pessoa conhece a sua senha: não partilhe este código e defina já uma senha nova («Esqueci minha senha»):\n${link}`,
    },
    /** The welcome code's prefix, in the shop's language (issue 44); a code is valid whatever its prefix. */
    welcomeCodePrefix: "BEMVINDO-",
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
    /**
     * The reviewer told of the shop's moderation (decisions/0047): their review hidden, with the policy's reason, or
     * the shop's first reply to it. `policy` is the review policy's address on the terms page.
     */
    review: {
      hiddenSubject: (product: string) => `A sua avaliação de ${product} foi ocultada — ${BRAND}`,
      hiddenText: (o: { firstName: string | null; product: string; reason: string; note: string | null; policy: string; contact: string }) =>
        `Olá${o.firstName ? ` ${o.firstName}` : ""},\n\nOcultámos a sua avaliação de ${o.product}: deixa de aparecer na loja e de contar na classificação do produto.\n` +
        `Motivo: ${o.reason}${o.note ? `\nNota: ${o.note}` : ""}\n\n` +
        `As suas palavras não foram alteradas. A nossa política de avaliações: ${o.policy}\n` +
        `Se não concorda, fale connosco: ${o.contact}\n\nCom carinho,\n${BRAND}`,
      reasons: {
        offensive: "linguagem ofensiva",
        personal_data: "contém dados pessoais",
        off_topic: "não é sobre o produto",
        spam: "publicidade ou spam",
        other: "outro motivo",
      },
      repliedSubject: (product: string) => `Respondemos à sua avaliação de ${product} — ${BRAND}`,
      repliedText: (o: { firstName: string | null; product: string; reply: string; link: string }) =>
        `Olá${o.firstName ? ` ${o.firstName}` : ""},\n\nObrigado pela sua avaliação de ${o.product}. A loja respondeu:\n\n${o.reply}\n\n` +
        `A resposta aparece por baixo da sua avaliação: ${o.link}\n\nCom carinho,\n${BRAND}`,
    },
    /** 'Avise-me quando voltar' (issue 34): the one e-mail when the variant is back, and its unsubscribe page. */
    stockAlert: {
      subject: (product: string) => `Voltou ao stock: ${product} — ${BRAND}`,
      /** `link` opens the product with the size and colour asked for chosen. One-off: no unsubscribe (decisions/0053). */
      text: (product: string, link: string) =>
        `Olá,\n\nBoas notícias: ${product} voltou a estar disponível.\nVeja-o aqui: ${link}\n\n` +
        `As unidades podem voltar a esgotar.\n\n` +
        `Pediu este aviso na nossa loja. Era um aviso único: não voltamos a escrever-lhe sobre este produto.\n\nCom carinho,\n${BRAND}`,
      unsubscribed: {
        title: `Aviso de stock — ${BRAND}`,
        done: "Pronto: apagámos o seu pedido de aviso; não receberá mais e-mails sobre este produto.",
        invalid: "Este link já não é válido: o aviso já foi anulado.",
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
