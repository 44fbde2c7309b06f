import { plural } from "../../plural";
/** Orders and checkout messages (the checkout screens' own strings arrive with them). Part of `copy`. */
export const ordersCopy = {
  testPayment: {
    title: "Pagamento de teste — Mãe & Bebé",
    banner: "Página de pagamento de TESTE: nenhum valor é cobrado. Só existe em desenvolvimento e nos testes.",
    heading: "Pagar a encomenda",
    order: (number: string) => `Encomenda ${number}`,
    total: "Total",
    pay: "Pagar",
    decline: "Recusar",
    cancel: "Cancelar",
    declined: "Pagamento recusado pelo banco (simulação). Pode tentar novamente ou cancelar.",
    notPending: "Esta encomenda já não está à espera de pagamento.",
    multibanco: "Multibanco (referência)",
    mbWay: "MB WAY",
    multibancoNeedsVerifiedEmail:
      "O Multibanco fica disponível depois de confirmar o seu e-mail (abra o link que lhe enviámos). Até lá, pague com cartão ou MB WAY.",
    /** Multibanco and MB WAY are Portuguese networks: a delivery elsewhere pays by card (issue 44). */
    portugalOnly: "O MB WAY e o Multibanco só estão disponíveis para entregas em Portugal. Pague com cartão.",
    multibancoIssued: "Referência Multibanco emitida. Pague num multibanco ou no homebanking até ao prazo indicado.",
    mbWayRequested: "Pedido MB WAY enviado. Confirme o pagamento na app MB WAY do seu telemóvel.",
    simulatePaid: "Simular pagamento",
    simulateFailed: "Simular falha do pagamento",
    backToShop: "Voltar à loja",
  },
  orders: {
    quoteExpired: "O valor do frete expirou ou foi calculado para outro carrinho ou endereço. Calcule o frete de novo.",
    outOfStock: (name: string, left: number) =>
      left === 0
        ? `${name} esgotou entretanto. Remova-o do carrinho para continuar.`
        : `Só restam ${left} ${plural("pt", left, { one: "unidade", other: "unidades" })} de ${name}. Ajuste a quantidade para continuar.`,
    discountInvalid: "Este código de desconto não é válido ou já foi usado.",
    discountLabel: "Desconto de boas-vindas",
    paymentUnavailable: "O pagamento não está disponível de momento. Tente novamente dentro de alguns minutos.",
    orderNotFound: "Encomenda não encontrada.",
    notPending: "Esta encomenda já não está pendente.",
    paymentExpired: "O prazo para pagar esta encomenda terminou. A encomenda vai ser cancelada; pode fazer uma nova na loja.",
    tooManyPending: "Já tem duas encomendas à espera de pagamento. Pague ou cancele uma delas em Meus Pedidos antes de fazer outra.",
    welcomeOrderPending:
      "Tem uma encomenda com o código de boas-vindas à espera de pagamento. Pague-a ou cancele-a em Meus Pedidos antes de fazer outra: o código vale só para a primeira compra.",
    lineLimit: (name: string, limit: number) =>
      `Cada encomenda leva no máximo ${limit} ${plural("pt", limit, { one: "unidade", other: "unidades" })} de ${name}. Ajuste a quantidade para continuar.`,
    shareLimit: (name: string, more: number) =>
      more === 0
        ? `Já tem reservadas, em encomendas por pagar, todas as unidades de ${name} que um cliente pode reservar de uma vez. Pague ou cancele essas encomendas em Meus Pedidos para levar mais.`
        : `Para que outros clientes também possam comprar ${name}, só pode reservar mais ${more} ${plural("pt", more, { one: "unidade", other: "unidades" })} enquanto tiver encomendas por pagar. Ajuste a quantidade para continuar.`,
    transitionRefused: (from: string, to: string) => `Uma encomenda no estado '${from}' não pode passar a '${to}'.`,
    discountFirstPurchase: "O código de boas-vindas só vale para a primeira compra.",
    discountOtherOrder:
      "O código de boas-vindas só vale para a primeira compra, e tem outra encomenda à espera de pagamento ou paga. Para o usar nesta, cancele a que está à espera em Meus Pedidos.",
    discountUnknown: "Este código de desconto não existe. Confirme se o escreveu bem.",
    discountPaused: "Este código de desconto está suspenso de momento.",
    discountEnded: "Esta promoção já terminou.",
    discountNotStarted: (when: string) => `Este código de desconto só vale a partir de ${when}.`,
    discountMinimum: (minimum: string, missing: string) => `Este código vale para compras a partir de ${minimum} (sem portes): faltam ${missing}.`,
    discountNotForProducts: "Este código de desconto não se aplica aos artigos do seu carrinho.",
    discountNoBetter: "Os artigos abrangidos por este código já têm um preço de promoção melhor do que o desconto.",
    discountCustomerLimit: "Já usou este código de desconto as vezes que ele permite.",
    discountCapReached: "Este código de desconto já foi usado o número máximo de vezes.",
    discountExpired: "Este código de desconto já expirou.",
    discountUsed: "Este código de desconto já foi usado.",
    discountNotYours: "Este código de desconto foi enviado para outro e-mail. Use-o com a conta desse e-mail.",
    paymentInProgress: "O pagamento desta encomenda já está em curso (Multibanco ou MB WAY). Use a referência que recebeu ou aguarde a confirmação.",
    awaited: {
      entity: "Entidade",
      reference: "Referência",
      amount: "Montante",
      deadline: "Pagar até",
      multibancoTitle: "Pagamento por Multibanco",
      mbWayTitle: "Pagamento por MB WAY",
      mbWayHint: "Confirme o pagamento na app MB WAY do seu telemóvel antes do prazo.",
      multibancoHint: "Pague num multibanco ou no homebanking (Pagamentos de Serviços). A encomenda fica reservada até ao prazo.",
    },
    awaitedMail: {
      subject: (number: string) => `Encomenda ${number}: dados para pagamento — Mãe & Bebé`,
      intro: (number: string) => `A sua encomenda ${number} está reservada e aguarda pagamento.`,
      outro: "Assim que o pagamento for confirmado, enviamos a confirmação da encomenda. Se não pagar até ao prazo, a encomenda é cancelada automaticamente.",
    },
    cancelledMail: {
      subject: (number: string) => `Cancelámos a encomenda ${number} — Mãe & Bebé`,
      intro: (number: string) => `A sua encomenda ${number} foi cancelada e nada lhe foi cobrado por ela.`,
      byCustomer: "Cancelou-a na sua conta.",
      expired: "O prazo para a pagar terminou sem recebermos o pagamento.",
      failed: "O pagamento não foi concluído.",
      multibanco: (entity: string, reference: string) =>
        `Não pague a referência Multibanco desta encomenda (Entidade ${entity}, Referência ${reference}): já não é válida. Se a pagar na mesma, devolvemos o valor por inteiro.`,
      mbWay: "Se receber um pedido MB WAY desta encomenda, não o confirme. Se o confirmar na mesma, devolvemos o valor por inteiro.",
      codeBack: (code: string) => `O seu código de desconto ${code} voltou a ficar disponível para a sua primeira compra.`,
      outro: "Se ainda quiser os produtos, pode fazer uma nova encomenda na loja.",
      /** A paid order the shop cancelled before sending it (issue 32): refunded in full. */
      byShop: (number: string) => `Tivemos de cancelar a sua encomenda ${number} antes de a enviar. Pedimos desculpa pelo incómodo.`,
      refunded: (amount: string) =>
        `Devolvemos ${amount} pelo mesmo meio de pagamento; enviamos outro e-mail quando o reembolso estiver concluído (pode demorar alguns dias úteis a aparecer na sua conta).`,
    },
    /** The back-office's fulfilment steps, told to the customer (issue 32, decisions/0042). */
    fulfilmentMail: {
      processingSubject: (number: string) => `A sua encomenda ${number} está a ser preparada — Mãe & Bebé`,
      processing: (number: string) => `Começámos a preparar a sua encomenda ${number}. Avisamos assim que seguir para entrega.`,
      shippedSubject: (number: string) => `A sua encomenda ${number} foi enviada — Mãe & Bebé`,
      shipped: (number: string) => `A sua encomenda ${number} seguiu para entrega.`,
      carrier: (name: string) => `Transportadora: ${name}`,
      trackingNumber: (n: string) => `Número de seguimento: ${n}`,
      trackingLink: (url: string) => `Seguir a entrega: ${url}`,
      otherCarrier: "outra transportadora",
      returnLabelSubject: (number: string) => `Etiqueta de devolução da encomenda ${number} — Mãe & Bebé`,
      returnLabel: (number: string) =>
        `Recebemos a sua desistência da encomenda ${number}. Preparámos uma etiqueta de devolução paga pela loja: imprima-a, cole-a na embalagem e entregue a encomenda à transportadora.`,
      returnLabelLink: (url: string) => `Etiqueta de devolução (PDF): ${url}`,
      returnLabelTracking: (code: string) => `Número de seguimento da devolução: ${code}`,
      outForDeliverySubject: (number: string) => `A sua encomenda ${number} sai hoje para entrega — Mãe & Bebé`,
      outForDelivery: (number: string) => `A transportadora tem a sua encomenda ${number} em distribuição: deve chegar hoje.`,
      deliveredSubject: (number: string) => `A sua encomenda ${number} foi entregue — Mãe & Bebé`,
      delivered: (number: string, date: string) => `A sua encomenda ${number} foi entregue a ${date}.`,
      withdrawalFromDelivery: (deadline: string) =>
        `Pode desistir da compra até ${deadline}, sem indicar motivo (pelo menos 14 dias a contar da entrega), em Meus Pedidos ou na página de livre resolução.`,
      outro: "Pode acompanhar a encomenda em Meus Pedidos.",
    },
    /** The back-office's refusals (the back-office is in Portuguese; the keys exist in every language). */
    admin: {
      forbidden: "Não tem acesso a esta área.",
      ownerOnly: "Só o dono da loja pode fazer isto.",
      alreadyMoved: "A encomenda já não está neste estado: alguém avançou com ela entretanto. Atualize a página.",
      deliveredDate: "Indique uma data de entrega válida, entre o envio e hoje.",
      carrier: "Escolha a transportadora.",
      /** 'Outra' (issue 44): the customer reads this name in the e-mail and on the order. */
      carrierName: "Indique o nome da transportadora (até 60 caracteres).",
      trackingNumber: "Indique o número de seguimento (4 a 40 letras, algarismos ou hífenes).",
      staffExists: "Esta pessoa já faz parte da equipa.",
      staffNotFound: "Esta pessoa não faz parte da equipa.",
      withdrawn: "O cliente desistiu desta encomenda: não se prepara nem se envia.",
      /** Packing slips (issue 49): each order named by its number. */
      packingSlipNotFound: (number: string) => `A encomenda ${number} não existe: nenhuma guia foi gerada.`,
      packingSlipNotToShip: (number: string) =>
        `A encomenda ${number} não está para enviar (por pagar, entregue, cancelada, com desistência ou reembolsada): nenhuma guia foi gerada.`,
      labelIds: "Escolha de 1 a 20 encomendas para criar etiquetas de uma vez.",
      packingSlipIds: "Escolha de 1 a 50 encomendas.",
      /** Carrier labels (issue 49, decisions/0080). */
      labelsUnavailable:
        "Não há ligação a uma transportadora configurada: compre a etiqueta no site da transportadora e registe o envio com o número de seguimento.",
      labelNotToShip: (number: string) =>
        `A encomenda ${number} não está para enviar (por pagar, já enviada, cancelada, com desistência ou reembolsada): nenhuma etiqueta foi comprada.`,
      labelInProgress: "A etiqueta desta encomenda já está a ser criada. Aguarde um minuto e volte a abrir a encomenda.",
      labelWeightRequired: "Há artigos sem peso registado: indique o peso da encomenda embalada, de 1 a 30 000 g.",
      labelWeightRange: "Indique um peso de 1 a 30 000 g.",
      labelBox: "Escolha uma das caixas da loja.",
      labelRefused: (reason: string) => `A transportadora recusou a etiqueta: ${reason}. Nada foi comprado.`,
      labelNoRate: "A transportadora não oferece um serviço para esta morada: nada foi comprado.",
      carrierUnavailable:
        "A transportadora não respondeu. Tente de novo daqui a pouco: se a etiqueta chegou a ser comprada, é essa que aparece (nunca se compra outra).",
      returnLabelNotDue: (number: string) =>
        `A encomenda ${number} não espera uma devolução (sem desistência, por enviar, ou a mercadoria já foi recebida): nenhuma etiqueta foi comprada.`,
      parcelUnknown: (code: string) => `Nenhuma etiqueta da loja tem o número de seguimento ${code}: nada mudou.`,
      labelNotFound: (number: string) => `A encomenda ${number} ainda não tem etiqueta: nenhum PDF foi gerado.`,
      sellerAddress: "A morada da loja (Definições) não termina num código postal e localidade, como '1000-001 Lisboa': a etiqueta precisa deles.",
      refundTooMuch: "Este reembolso passaria o valor pago pela encomenda (contando os reembolsos anteriores).",
      /** A line refund asking more units than are left of that line (issue 44); nothing is written. */
      refundUnitsLeft: (name: string, left: number) =>
        left === 0
          ? `Todas as unidades de ${name} já foram reembolsadas.`
          : plural("pt", left, { one: `Só falta reembolsar 1 unidade de ${name}.`, other: `Só faltam reembolsar ${left} unidades de ${name}.` }),
      refundNothing: "Escolha o que reembolsar: produtos e quantidades, os portes, ou um valor.",
      refundNotPaid: "Esta encomenda não tem um pagamento para reembolsar.",
      freshSignIn: "Por segurança, entre de novo antes de reembolsar (a sua sessão tem mais de 30 minutos).",
      notWithdrawn: "O cliente não desistiu desta encomenda.",
      goodsNotSent: "Esta encomenda não chegou a ser enviada: não há mercadoria a receber. Reembolse o cliente já.",
      /** The catalogue in the back-office (issue 34). */
      catalog: {
        name: "Indique o nome (1 a 160 caracteres).",
        text: "O texto é demasiado longo.",
        price: "Indique um preço válido, maior que zero (até 100 000 €).",
        salePrice: "O preço de saldo tem de ser menor que o preço.",
        category: "Escolha uma categoria que exista.",
        subcategory: "A subcategoria não pertence a esta categoria.",
        manufacturer: "Escolha um fabricante que exista.",
        gtin: "GTIN inválido: 8, 12, 13 ou 14 algarismos, com o dígito de controlo certo.",
        warnings: "Até 10 avisos, cada um com até 300 caracteres.",
        quantity: "Indique uma quantidade inteira: 1 a 10 000 (numa contagem, 0 a 100 000).",
        belowZero: (stock: number) => `O stock não pode ficar abaixo de zero: há ${stock} unidade(s).`,
        option: "Tamanho e cor: 1 a 40 caracteres; pack: 1 a 1000 unidades.",
        weight: "O peso é um número inteiro de gramas, de 1 a 30 000.",
        variantSalePrice: "O saldo de uma variante precisa do seu próprio preço, e tem de ser menor que ele.",
        sku: "SKU: 2 a 40 letras, algarismos ou hífenes, a começar por letra ou algarismo.",
        skuTaken: "Já existe um produto ou uma variante com este SKU.",
        optionsTaken: "Outra variante deste produto já tem este tamanho, cor e pack.",
        optionsNeeded: "Dê a cada variante um tamanho, uma cor ou um pack: é assim que o cliente as escolhe.",
        lastVariant: "É a única variante à venda: para retirar o produto da loja, desative o produto.",
        variantOrder: "Indique todas as variantes deste produto, cada uma uma vez.",
        imageType: "Envie uma imagem JPEG, PNG ou WebP (o conteúdo do ficheiro é verificado, não só o nome).",
        imageSize: "A imagem tem de ter até 5 MB.",
        imageUnreadable: "Não foi possível ler esta imagem: o ficheiro está danificado ou incompleto. Exporte-a de novo e envie outra vez.",
        imagePixels: "A imagem é grande demais em píxeis: até 12 000 px de lado e 50 megapíxeis.",
        imageNotFound: "Esta imagem não é deste produto.",
        imagesOrder: "Indique todas as imagens deste produto, cada uma uma vez.",
        imagesChanged: "As imagens deste produto mudaram entretanto: recarregue a página e tente de novo.",
        variantImageDefault: "Esta variante tem o SKU do produto: mostra as imagens do produto. Dê a imagem ao produto.",
        tooManyImages: "Um produto tem no máximo 50 imagens.",
        variantNotFound: "Esta variante não existe.",
        threshold: "Indique um limite de stock baixo entre 0 e 1000.",
        /** Issue 44: an archived product stays off the shop until it is unarchived. */
        archived: "Este produto está arquivado: desarquive-o antes de o pôr à venda.",
        duplicateSku: (max: number) => `O SKU da cópia tem até ${max} caracteres: as variantes da cópia juntam-lhe -1, -2…`,
      },
      documentNotFailed: "Este documento não falhou: não há nada a tentar de novo.",
      /** Issue 46: the health page's retry of an e-mail that is not failed (any more). */
      emailNotFailed: "Este e-mail já não está falhado: não há nada a tentar de novo.",
      notCancellable: "Só se cancela uma encomenda paga que ainda não foi enviada e de que o cliente não desistiu.",
      roleNotAccepted:
        "Esta conta ainda não aceitou o acesso ao back-office. Peça um link de acesso: enviamo-lo para o seu e-mail e, ao abri-lo, define a palavra-passe da conta.",
      invitationInvalid: "Este link de acesso ao back-office já não é válido (foi usado, expirou ou foi substituído por um mais recente). Peça um novo.",
      freshSignInTeam: "Por segurança, entre de novo antes de mudar a equipa (a sua sessão tem mais de 30 minutos).",
      staffIsOwner: "Os donos vêm da configuração da loja (OWNER_EMAILS) e não se convidam.",
    },
    invoiceNifInvalid: (spain: boolean) =>
      spain
        ? "Indique um NIF português (9 dígitos) ou um NIF/NIE espanhol válido (ex.: 12345678Z ou X1234567L) para a fatura."
        : "Indique um NIF português válido (9 dígitos) para a fatura.",
    documentNotReady: "O PDF deste documento ainda está a ser preparado. Tente de novo dentro de momentos.",
    /** The invoice and credit notes, e-mailed when the invoicing program issues them (issue 33). */
    documentMail: {
      invoiceSubject: (number: string) => `Fatura da encomenda ${number} — Mãe & Bebé`,
      creditSubject: (number: string) => `Nota de crédito da encomenda ${number} — Mãe & Bebé`,
      invoice: (document: string, number: string) => `Emitimos a fatura-recibo ${document} da sua encomenda ${number}.`,
      credit: (document: string, invoice: string, amount: string) =>
        `Emitimos a nota de crédito ${document}, de ${amount}, que corrige a fatura-recibo ${invoice}.`,
      link: (url: string) => `Pode descarregá-la aqui (com a sua conta iniciada): ${url}`,
      alsoInAccount: "Também a encontra em Meus Pedidos.",
    },
    refundMail: {
      subject: (number: string) => `Reembolso da encomenda ${number} — Mãe & Bebé`,
      intro: (number: string, amount: string) => `Recebemos um pagamento de ${amount} para a encomenda ${number} e devolvemo-lo por inteiro.`,
      orderNotPending: "A encomenda já não estava à espera de pagamento (tinha sido cancelada ou o prazo tinha terminado), por isso não ficámos com o valor.",
      paidTwice: "A encomenda já tinha sido paga por outro pagamento, por isso este segundo pagamento não é devido.",
      byShop: (number: string, amount: string) => `Reembolsámos ${amount} da sua encomenda ${number}.`,
      outro: "O reembolso é feito pelo mesmo meio de pagamento e pode demorar alguns dias úteis a aparecer na sua conta.",
    },
    number: (id: string) => id.slice(-8).toUpperCase(),
    /** The packing slip that goes in the parcel (issue 49): in the order's language, without prices. */
    packingSlip: {
      title: (number: string) => `Guia de remessa — encomenda ${number}`,
      placedOn: (day: string) => `Encomenda de ${day}`,
      shipTo: "Enviar para:",
      lines: "Artigos:",
      line: (quantity: number, name: string, options: string) => `${quantity} × ${name}${options ? ` (${options})` : ""}`,
      units: (n: number) => (n === 1 ? "1 artigo" : `${n} artigos`),
      /** A birth list's gift (issue 50): who it is from and their message, printed for the parcel. */
      giftFrom: (from: string) => `Um presente de ${from}`,
      giftMessage: "Mensagem:",
      thanks: "Obrigado pela sua compra! Para devolver artigos, veja as instruções na sua encomenda ou no e-mail de confirmação.",
    },
    mail: {
      subject: (number: string) => `Encomenda ${number} confirmada — Mãe & Bebé`,
      greeting: (name: string) => `Olá ${name},`,
      intro: (number: string) => `Recebemos o pagamento da sua encomenda ${number}. Obrigado pela sua compra!`,
      /** A guest's order (issue 44): its page without an account. */
      guestOrderLink: (url: string) => `Veja a sua encomenda e o estado da entrega em qualquer altura: ${url}`,
      /** An account's order (issue 44): every order e-mail links to 'Meus Pedidos'. */
      ordersLink: (url: string) => `Veja a sua encomenda em Meus Pedidos: ${url}`,
      lines: "Produtos:",
      subtotal: "Subtotal",
      discount: "Desconto",
      delivery: (name: string, delay: string) => `Entrega (${name}, ${delay})`,
      free: "Grátis",
      total: "Total (IVA incluído)",
      address: "Morada de entrega:",
      withdrawalTitle: "Direito de livre resolução",
      withdrawal:
        "Pode desistir desta compra no prazo de 14 dias a contar da data em que recebe os produtos, sem indicar o motivo. Para o fazer, use a opção 'Desistir do contrato aqui' na sua conta (Meus Pedidos), a página de livre resolução da loja (sem iniciar sessão, com o número da encomenda e este e-mail), responda a este e-mail, ou envie-nos o modelo de formulário abaixo. Devolvemos todos os pagamentos recebidos, incluindo os custos de entrega normais, no prazo de 14 dias a contar da sua comunicação.",
      withdrawalPage: (url: string) => `Página de livre resolução: ${url}`,
      signature: "Com carinho,\nMãe & Bebé",
    },
  },
} as const;
