import type { CompanyInfo, InfoSection } from "../../shop-info";

export interface ContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const BRAND = "Mãe & Bebé";

/** The contact, shipping, returns, FAQ and about pages (decision 0013): loaded with those pages, not with every page. */
export const infoCopy = {
  demoCompany: { name: "Mãe & Bebé, Lda. (dados de demonstração)", address: "Rua de Demonstração, 1, 1000-001 Lisboa (morada fictícia)" },
  adrDefaultName: "CNIACC — Centro Nacional de Informação e Arbitragem de Conflitos de Consumo",
  /** The complaints book's entity for an online shop of goods (Decreto-Lei 156/2005): the owner's setting's first value. */
  complaintsEntityDefaultName: "ASAE — Autoridade de Segurança Alimentar e Económica",
  loadError: "Não foi possível carregar esta informação.",
  companyHeading: "Quem somos",
  companyName: "Empresa",
  companyNipc: "NIPC",
  companyAddress: "Sede",
  companyEmail: "E-mail",
  companyPhone: "Telefone",
  phoneCost: "Chamada para a rede fixa nacional.",
  contactMail: (id: string, m: ContactMail) => ({
    subject: `Contacto pelo site: ${m.subject}`,
    text: `Nova mensagem do formulário de contacto (${id}).\n\nNome: ${m.name}\nE-mail: ${m.email}\nAssunto: ${m.subject}\n\n${m.message}\n\nResponda para ${m.email}.`,
  }),
  contact: {
    title: "Contacte-nos",
    lead: "Tem uma dúvida sobre uma encomenda, um produto ou uma devolução? Escreva-nos: respondemos por e-mail em até 2 dias úteis.",
    formHeading: "Enviar uma mensagem",
    name: "Nome",
    email: "E-mail",
    subject: "Assunto",
    message: "Mensagem",
    messageHint: (max: number) => `Até ${max} caracteres. Se for sobre uma encomenda, indique o número.`,
    submit: "Enviar mensagem",
    sending: "A enviar...",
    sent: "Mensagem enviada. Obrigado! Vamos responder para o e-mail que indicou.",
    sendError: "Não foi possível enviar a mensagem. Tente novamente.",
    otherWays: "Outras formas de contacto",
  },
  shipping: {
    title: "Envios e Entregas",
    lead: "Enviamos para Portugal (continente e ilhas) e Espanha (península, Baleares, Canárias, Ceuta e Melilla). Os custos e prazos abaixo são os mesmos que o carrinho calcula para o seu código postal.",
    ratesHeading: "Zonas, custos e prazos",
    zone: "Zona",
    option: "Modalidade",
    cost: "Custo",
    delay: "Prazo",
    carrier: "Transportadora",
    supplierNote: "O valor exato da sua encomenda é calculado no carrinho, com o seu código postal, e pode diferir desta tabela de referência.",
    zones: {
      "pt-continente": "Portugal continental",
      "pt-madeira": "Madeira (códigos postais 9000 a 9499)",
      "pt-acores": "Açores (códigos postais 9500 a 9999)",
      "es-peninsula": "Espanha peninsular",
      "es-baleares": "Ilhas Baleares (códigos postais 07)",
      "es-canarias": "Ilhas Canárias (códigos postais 35 e 38)",
      "es-ceuta-melilla": "Ceuta e Melilla (códigos postais 51 e 52)",
    },
    sections: [
      {
        heading: "Canárias, Ceuta e Melilla",
        body: [
          "As Ilhas Canárias, Ceuta e Melilla ficam fora do território de IVA da União Europeia: os produtos entregues nestas zonas são cobrados sem IVA (o carrinho e a finalização da compra mostram o preço sem IVA assim que a morada é conhecida). As encomendas para estas zonas passam por formalidades aduaneiras e podem ter de pagar, no momento da entrega, o IGIC (Canárias) ou o IPSI (Ceuta e Melilla) e eventuais custos de desalfandegamento cobrados pela transportadora. Estes valores não estão incluídos no preço nem no custo de envio e são pagos por si ao receber.",
        ],
      },
      {
        heading: "Como funciona a entrega",
        body: [
          [
            "Os prazos contam-se em dias úteis a partir da confirmação do pagamento.",
            "Recebe por e-mail a confirmação da encomenda e, quando é expedida, o número de seguimento da transportadora.",
            "Se não estiver ninguém na morada, a transportadora deixa um aviso e tenta de novo ou deixa a encomenda num ponto de recolha.",
            "Ao receber, verifique a embalagem. Se estiver danificada, indique-o ao estafeta e contacte-nos.",
          ],
        ],
      },
      {
        heading: "Atrasos",
        body: [
          "Se a encomenda não chegar no prazo indicado, contacte-nos. Se não for entregue em 30 dias, pode resolver o contrato e devolvemos todos os pagamentos sem demora.",
        ],
      },
    ] satisfies InfoSection[],
  },
  returns: {
    title: "Trocas e Devoluções",
    withdrawNow: "Desistir de uma compra agora",
    sections: (c: CompanyInfo, returnAddress: string): InfoSection[] => [
      {
        heading: "14 dias para mudar de ideias",
        body: [
          "Comprou online, por isso tem 14 dias para desistir da compra sem dar qualquer justificação (direito de livre resolução, Decreto-Lei 24/2014). Os 14 dias contam a partir do dia em que recebe os produtos; numa encomenda entregue em várias partes, a partir do dia em que recebe a última.",
        ],
      },
      {
        heading: "Como devolver",
        body: [
          [
            `Diga-nos que quer desistir antes de acabar o prazo: com o botão "Desistir do contrato aqui" da encomenda em Meus Pedidos, ou sem entrar na conta na página "Desistir de uma compra" (número da encomenda e e-mail); também por e-mail para ${c.email}, pelo formulário de contacto ou por carta para ${c.address}. Basta uma declaração clara com o número da encomenda; pode também usar o modelo de formulário abaixo.`,
            `Envie os produtos em até 14 dias depois de nos comunicar a desistência, para esta morada: ${returnAddress}.`,
            "O custo do envio de devolução é seu, salvo se o produto chegou com defeito ou não corresponde ao que encomendou. Se preferir, pode pedir-nos uma etiqueta de devolução: enviamo-la por e-mail e esse envio fica por nossa conta.",
            "Pode abrir e experimentar o produto como faria numa loja. Se o usar para além disso e ele perder valor, essa perda pode ser descontada.",
          ],
        ],
      },
      {
        heading: "Reembolso em até 14 dias",
        body: [
          "Devolvemos tudo o que pagou, incluindo o custo de envio normal da entrega, em até 14 dias a contar do dia em que nos informou da desistência, pelo mesmo meio de pagamento que usou. Podemos aguardar até recebermos os produtos ou a prova de que os enviou.",
        ],
      },
      {
        heading: "Exceções",
        body: [
          "Por razões de higiene, não aceitamos a devolução de produtos selados (por exemplo chupetas, tetinas, biberões e produtos de higiene) cuja embalagem tenha sido aberta depois da entrega.",
        ],
      },
      {
        heading: "Trocas",
        body: [
          "Quer outro tamanho ou cor? Contacte-nos: se houver stock, enviamos o novo produto quando recebermos o que devolve. Também pode devolver e fazer uma nova encomenda.",
        ],
      },
      {
        heading: "Produto com defeito: garantia de 3 anos",
        body: [
          "Todos os produtos têm a garantia legal de conformidade de 3 anos (Decreto-Lei 84/2021). Se um produto tiver um defeito, contacte-nos: tem direito à reparação ou substituição sem custos e, se isso não for possível, à redução do preço ou ao reembolso.",
        ],
      },
    ],
  },
  faq: {
    title: "Perguntas Frequentes",
    items: (c: CompanyInfo) => [
      {
        q: "Para onde enviam?",
        a: "Para todo o Portugal (continente, Madeira e Açores) e Espanha (península, Baleares, Canárias, Ceuta e Melilla). Os custos e prazos de cada zona estão na página Envios e Entregas.",
      },
      { q: "Quanto custa o envio?", a: "Depende da zona e da modalidade. No carrinho, indique o país e o código postal para ver as opções e escolher." },
      {
        q: "Que formas de pagamento aceitam?",
        a: "Cartão Visa e Mastercard; para entregas em Portugal, também MB WAY e referência Multibanco. O pagamento é feito numa página segura do nosso parceiro de pagamentos; não guardamos os dados do seu cartão.",
      },
      {
        q: "Os preços incluem IVA?",
        a: "Sim, os preços apresentados incluem IVA à taxa legal. Para entregas nas Canárias, em Ceuta e em Melilla (fora do território de IVA da UE) os produtos são cobrados sem IVA, o que o carrinho e a finalização da compra mostram. O custo de envio aparece antes de pagar.",
      },
      {
        q: "Preciso de criar conta para comprar?",
        a: "Pode começar como convidado: no fim da compra guardamos os seus dados numa conta, para poder acompanhar a encomenda.",
      },
      {
        q: "Como acompanho a minha encomenda?",
        a: "Em Minha conta › Meus Pedidos vê o estado de cada encomenda. Quando a encomenda é expedida, enviamos o número de seguimento por e-mail.",
      },
      {
        q: "Posso devolver um produto?",
        a: "Sim, tem 14 dias após a entrega para desistir da compra sem justificar. Veja os passos na página Trocas e Devoluções.",
      },
      {
        q: "Como uso o desconto da newsletter?",
        a: "Ao subscrever, recebe por e-mail um código de 10% para a primeira compra. Escreva-o no passo de pagamento; cada código só pode ser usado uma vez.",
      },
      { q: "Como falo convosco?", a: `Pelo formulário de contacto, por e-mail para ${c.email} ou pelo telefone ${c.phone}.` },
    ],
  },
  about: {
    title: "Sobre Nós",
    sections: (c: CompanyInfo): InfoSection[] => [
      {
        heading: "A nossa loja",
        body: [
          `A ${BRAND} é uma loja online de produtos para mães e bebés: roupa, sono, alimentação, higiene, passeio e brinquedos. Escolhemos cada produto a pensar na segurança e no conforto dos mais pequenos e enviamos para Portugal e Espanha.`,
          "Atendemos em português e espanhol e respondemos a todas as mensagens, normalmente no mesmo dia útil.",
        ],
      },
      { heading: "Quem está por trás", body: [`A loja é explorada por ${c.name}, NIPC ${c.nipc}, com sede em ${c.address}.`] },
    ],
  },
} as const;
