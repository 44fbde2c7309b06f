/** API error messages and e-mails, written by the worker and shown by the web. Part of `copy` (shared/copy.ts). */
const BRAND = "Mãe & Bebé";

export const messagesCopy = {
  errors: {
    generic: "Erro inesperado. Tente novamente.",
    invalidInput: "Dados inválidos.",
    notFound: "Não encontrado.",
    resourceNotFound: "Recurso não encontrado.",
    queryTooShort: "Digite pelo menos 2 caracteres para buscar produtos",
    rateLimited: "Muitas tentativas. Aguarde e tente novamente.",
    rateLimitedSeconds: (seconds: number) => `Muitas tentativas. Aguarde ${seconds} segundos antes de tentar novamente.`,
    unavailable: "A loja está temporariamente indisponível. Tente novamente mais tarde.",
    malformedJson: "O pedido não pôde ser lido: o corpo não é JSON válido.",
    bodyTooLarge: "O pedido é demasiado grande.",
    forbiddenOrigin: "Pedido recusado: origem não permitida.",
    invalidSignature: "Assinatura do pedido inválida.",
    controlCharacters: "Este campo contém caracteres não permitidos.",
    unauthenticated: "Inicie sessão para continuar.",
    pageOutOfRange: "Esta página não existe.",
    categoryNotFound: "Categoria não encontrada.",
    subcategoryNotFound: "Subcategoria não encontrada.",
    subcategoryNotInCategory: "Subcategoria não encontrada nesta categoria.",
    productNotFound: "Produto não encontrado.",
    imageNotFound: "Imagem não encontrada.",
    unknownCartProduct: "Um dos produtos do carrinho já não está disponível.",
    variantRequired: "Escolha o tamanho ou a cor de um dos produtos do carrinho.",
    /** SPEC §5: the sign-up answer that opens the existing-account dialog, verbatim. */
    userAlreadyRegistered: "User already registered",
    invalidResetCode: "Código inválido ou expirado",
    invalidResetLink: "Link de redefinição inválido ou expirado",
    noPassword: "Esta conta entra com Google e não tem senha.",
    passwordRequiredToDelete: "Escreva a sua senha para excluir a conta.",
    wrongPasswordToDelete: "A senha está incorreta. A conta não foi excluída.",
    freshSignInToDelete: "Por segurança, entre de novo com o Google e volte a pedir a exclusão da conta (nos 10 minutos seguintes).",
    wrongPassword: "A senha atual está incorreta.",
    mailUnavailable: "Não foi possível enviar o e-mail. Tente novamente.",
    shippingBadResponse: "A transportadora respondeu num formato inesperado.",
    shippingTimeout: "A transportadora demorou demasiado a responder.",
    shippingUnavailable: "A transportadora não respondeu corretamente.",
    shippingNetwork: "Não foi possível contactar a transportadora.",
  },
  /** What the worker's rate table and supplier adapter show as an option's delay and fallback name. */
  delivery: {
    workingDays: (from: number, to: number) => `${from} a ${to} dias úteis`,
    defaultOptionName: "Entrega Padrão",
    /** The embedded rate table's options, by option id. */
    options: {
      "pt-normal": "CTT Correio Normal",
      "pt-expresso": "CTT Expresso",
      "pt-ilhas": "CTT Ilhas (Madeira e Açores)",
      "es-estandar": "Correos Estándar",
      "es-express": "Correos Express",
      "es-baleares": "Correos Baleares",
      "es-canarias": "Correos Canarias",
      "es-ceuta-melilla": "Correos Ceuta e Melilla",
      internacional: "Envio Internacional",
    },
  },
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
  },
} as const;
