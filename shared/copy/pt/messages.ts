import { commonCopy } from "./common";

/** API error messages, written by the worker and shown by the web. Part of `copy` (shared/copy.ts). */
export const messagesCopy = {
  errors: {
    generic: commonCopy.common.unexpectedError,
    /** Said after a 5xx answer's message (issue 46): the id the logs hold, for the customer to quote. */
    reference: (id: string) => `(Referência: ${id})`,
    invalidInput: "Dados inválidos.",
    /** A field missing from a request, or of the wrong type, when its schema has no message of its own (lib/validate.ts). */
    fieldRequired: "Campo obrigatório.",
    /** A field refused by a rule without a message of its own (a length, a format). */
    fieldInvalid: "Campo inválido.",
    notFound: "Não encontrado.",
    stockAlertInStock: "Este produto está disponível: pode comprá-lo já.",
    stockAlertLimit: "Este e-mail já tem 20 avisos à espera. Anule algum (no link dos e-mails) antes de pedir outro.",
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
    /** The account guard (decisions/0032): said the same whether the password was right or not. */
    signinCodeRequired:
      "Por segurança, depois de várias tentativas falhadas nesta conta, a senha sozinha já não basta. Se a senha estiver certa, enviámos um código de 6 dígitos para o e-mail da conta: introduza-o com a senha.",
    signinCodeInvalid: "O código ou a senha não estão certos (o código vale 15 minutos). Verifique-os, ou entre só com a senha para receber um código novo.",
    shippingBadResponse: "A transportadora respondeu num formato inesperado.",
    shippingTimeout: "A transportadora demorou demasiado a responder.",
    shippingUnavailable: "A transportadora não respondeu corretamente.",
    shippingNetwork: "Não foi possível contactar a transportadora.",
  },
} as const;
