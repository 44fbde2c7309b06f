import { plural } from "../../plural";
/** The checkout steps (SPEC §2 Checkout steps, §4, §8 shipping at checkout and payment). Part of `copy`. */
export const checkoutCopy = {
  checkout: {
    title: "Finalizar compra",
    backToCart: "voltar para o carrinho",
    back: "Voltar",
    continue: "Continuar",
    steps: { email: "E-mail", profile: "Dados pessoais", shipping: "Entrega", credentials: "Criar conta", payment: "Pagamento" },
    stepOf: (n: number, total: number) => `Passo ${n} de ${total}`,
    // Summary panel (SPEC §2).
    summary: "Resumo da encomenda",
    quantityBadge: (n: number) => `${n} ${plural("pt", n, { one: "unidade", other: "unidades" })}`,
    subtotal: "Subtotal",
    lineDiscount: (amount: string) => `desconto -${amount}`,
    discounts: "Descontos",
    delivery: "Entrega",
    free: "Grátis",
    toChoose: "a calcular",
    total: "Total",
    vatIncluded: "IVA incluído",
    // Outside the EU's VAT territory (the Canaries, Ceuta, Melilla: decisions/0054) prices are charged without VAT.
    withoutVat: "sem IVA",
    withoutVatNote: (localTax: string) =>
      `Preço sem IVA: entrega fora do território de IVA da UE. Podem ser cobrados impostos locais (${localTax}) e direitos aduaneiros na entrega.`,
    privacy: "Os seus dados são usados apenas para processar esta encomenda e entregar os produtos.",
    // E-mail step.
    emailTitle: "Qual é o seu e-mail?",
    email: "E-mail",
    password: "Senha",
    forgot: "Esqueci minha senha",
    google: "Continuar com Google",
    or: "ou",
    reasonsTitle: "Usamos o seu e-mail para:",
    reasons: [
      "Enviar a confirmação e o estado da sua encomenda",
      "Criar a sua conta para acompanhar as compras",
      "Contactá-la(o) se houver algum problema com a entrega",
    ],
    knownEmail: "Já tem conta connosco: indique a sua senha para continuar.",
    newEmail: "Ainda não tem conta com este e-mail. Crie a sua conta para continuar a compra; o seu carrinho fica guardado.",
    createAccount: "Criar conta e continuar",
    // Profile step.
    profileTitle: "Os seus dados",
    profileText: "Confirme os dados da fatura e do contacto.",
    editData: "Editar dados",
    // Shipping step.
    shippingTitle: "Morada de entrega",
    savedAddresses: "Os seus endereços",
    addAddress: "Adicionar endereço",
    noAddresses: "Adicione a morada onde quer receber a encomenda.",
    options: "Opções de entrega",
    loadingOptions: "A consultar as transportadoras...",
    // SPEC §8 shipping at checkout, verbatim.
    none: "Nenhuma opção de entrega disponível para este endereço. Verifique se o CEP está correto.",
    quoteError: "Erro ao consultar transportadoras. Tente novamente em alguns instantes.",
    quoteNetwork: "Erro de conexão ao consultar transportadoras. Verifique sua conexão e tente novamente.",
    retry: "Tentar novamente",
    noOptions: "Opções não disponíveis",
    recipient: "Nome de quem recebe",
    recipientRequired: "Indique o nome de quem recebe a encomenda.",
    chooseAddress: "Escolha a morada de entrega.",
    chooseOption: "Escolha uma opção de entrega.",
    // Payment step.
    paymentTitle: "Pagamento",
    deliverTo: "Entregar em",
    change: "Alterar",
    discountCode: "Código de desconto",
    /** 'Pretende fatura com NIF?' (issue 33): the invoice names the customer's tax number, prefilled from the profile. */
    invoiceAsk: "Pretende fatura com NIF?",
    invoiceNif: "NIF para a fatura",
    invoiceHint: "Sem NIF, a fatura-recibo é emitida em nome de consumidor final. Recebe-a por e-mail depois do pagamento.",
    invoiceNifRequired: "Indique o NIF para a fatura, ou desmarque a opção.",
    invoiceHintSpain: "Pode indicar um NIF português ou um NIF/NIE espanhol.",
    discountHint: "Tem um código de desconto (por exemplo, o de boas-vindas da newsletter)? Aplique-o para ver o total com o desconto.",
    applyCode: "Aplicar",
    /** Right above the binding button, so the price is seen before it on every screen (the summary is below it on a phone). */
    totalToPay: "Total a pagar",
    applyingCode: "A verificar...",
    removeCode: "Remover",
    codeApplied: (code: string, saving: string) => `Código ${code} aplicado: poupa ${saving}.`,
    codeAppliedFreeDelivery: (code: string) => `Código ${code} aplicado: entrega grátis.`,
    codeRequired: "Escreva o código antes de o aplicar.",
    methods: "Cartão, MB WAY ou Multibanco, numa página de pagamento segura.",
    /** What the payment page offers, by the order's rule (shared/order-payment.ts asyncPaymentMethodsFor; issue 44). */
    methodsNoMultibanco: "Cartão ou MB WAY, numa página de pagamento segura.",
    multibancoAfterVerification: "O Multibanco fica disponível depois de confirmar o seu e-mail.",
    methodsCardOnly: "Cartão (Visa ou Mastercard), numa página de pagamento segura. O MB WAY e o Multibanco só estão disponíveis para entregas em Portugal.",
    // The final button states the obligation to pay (DL 24/2014 art. 5(3); CRD art. 8(2)).
    pay: "Encomendar com obrigação de pagamento",
    // Paying an order already placed (the pending-order payment step).
    /** Beside the binding button: the terms the order is made under, and the privacy policy (DL 24/2014 art. 4). */
    termsNotice: {
      before: "Ao encomendar, aceita os ",
      terms: "Termos e Condições",
      middle: " e confirma que leu a ",
      privacy: "Política de Privacidade",
      after: ".",
    },
    payPending: "Pagar agora",
    // The subject and its verb agree: "As Canárias não fazem parte", "Ceuta não faz parte".
    vatAreaLead: { canarias: "As Canárias não fazem parte", ceuta: "Ceuta não faz parte", melilla: "Melilha não faz parte" },
    outsideEuVatTitle: "Entrega fora do território de IVA da União Europeia",
    outsideEuVat: (lead: string) =>
      `${lead} do território de IVA da União Europeia. A encomenda segue como exportação, com os preços sem IVA: na entrega podem ser cobrados direitos aduaneiros e o imposto local (IGIC nas Canárias, IPSI em Ceuta e Melilha), pagos por si à transportadora ou à alfândega.`,
    paying: "A preparar o pagamento...",
    // SPEC §8 payment, verbatim.
    cancelled: "Pagamento cancelado. Você pode tentar novamente.",
    payError: "Erro ao processar pagamento. Tente novamente.",
    sessionError: "Erro ao criar sessão de pagamento.",
    unexpected: "Erro inesperado. Tente novamente.",
    cartChanged: "O seu carrinho mudou: reveja as quantidades e a entrega.",
    // Guests (SPEC §4, §8).
    preRegistrationMissing: "Dados de pré-cadastro não encontrados. Redirecionando...",
    preRegistrationIncomplete: "Faltam dados pessoais ou a morada: complete os passos anteriores.",
    credentialsTitle: "Crie a sua conta",
    credentialsText: (email: string) => `A conta fica com o e-mail ${email}: poderá acompanhar a encomenda e comprar mais depressa da próxima vez.`,
    newPassword: "Senha",
    confirmPassword: "Confirmar senha",
    createAndPay: "Criar conta e continuar para o pagamento",
    /** The account is an offer, not a wall (issue 44, decisions/0058): buying as a guest. */
    guestTitle: "Prefere não criar conta agora?",
    guestText: (email: string) =>
      `Pode comprar só com o e-mail ${email}: a confirmação chega-lhe com a ligação para acompanhar a encomenda. Se quiser, cria a conta depois de pagar.`,
    continueAsGuest: "Continuar sem criar conta",
    guestPayingAs: (email: string) => `Está a comprar sem conta, com o e-mail ${email}.`,
    guestCreateAccount: "Prefiro criar conta",
    guestAddressTitle: "Onde quer receber a encomenda?",
    saveAddress: "Guardar morada e ver as opções",
    editAddress: "Alterar morada",
  },
} as const;
