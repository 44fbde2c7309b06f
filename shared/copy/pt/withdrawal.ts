/** The right of withdrawal (direito de livre resolução): errors, the acknowledgement e-mail, 'Meus Pedidos' and /livre-resolucao. Part of `copy`. */
export const withdrawalCopy = {
  withdrawal: {
    // Errors (the API's messages, shown as they are).
    orderNumberInvalid: "Indique o número da encomenda: os 8 caracteres (algarismos e letras de A a F) do e-mail de confirmação.",
    notFound:
      "Não encontrámos nenhuma encomenda com este número e este e-mail. Confirme os dois (estão no e-mail de confirmação da encomenda) e tente novamente.",
    already: "A desistência desta encomenda já tinha sido registada. Não é preciso fazer mais nada: a confirmação foi enviada para o seu e-mail.",
    notWithdrawable: "Só é possível desistir de uma encomenda paga. Esta encomenda ainda não foi paga ou foi cancelada, por isso não há nada a devolver.",
    /** A paid order the shop has already refunded in full (issue 44): nothing left to withdraw from. */
    refunded: "Esta encomenda já foi reembolsada na totalidade, por isso já não há nada de que desistir.",
    periodOver: (deadline: string) =>
      `O prazo de livre resolução desta encomenda terminou em ${deadline}. Se tiver dúvidas, responda ao e-mail de confirmação da encomenda.`,
    /** '25/11/2026 às 14:05 (hora de Lisboa)' */
    moment: (date: string, time: string) => `${date} às ${time} (hora de Lisboa)`,
    // The acknowledgement e-mail (a durable medium).
    mail: {
      subject: (number: string) => `Encomenda ${number}: desistência registada — Mãe & Bebé`,
      intro: (number: string, when: string) =>
        `Registámos a sua desistência do contrato de compra da encomenda ${number} (direito de livre resolução) em ${when}.`,
      keep: "Este e-mail confirma que recebemos a sua desistência. Guarde-o.",
      lines: "Produtos da encomenda:",
      total: "Total pago",
      nextTitle: "O que acontece a seguir:",
      next: [
        "1. Devolva os produtos no prazo de 14 dias a contar de hoje. Responda a este e-mail e enviamos-lhe as instruções de devolução.",
        "2. Reembolsamos todos os pagamentos que recebemos desta encomenda, incluindo os custos de entrega normais, no prazo de 14 dias a contar de hoje, pelo mesmo meio de pagamento que usou. Podemos aguardar a receção dos produtos, ou a prova de que os enviou, antes de reembolsar.",
      ],
      /** A withdrawal before the order was sent (issue 44): nothing to send back, nothing to wait for. */
      nextNotSent: [
        "1. A encomenda ainda não tinha sido enviada: não a enviamos, e não tem nada a devolver.",
        "2. Reembolsamos todos os pagamentos que recebemos desta encomenda, incluindo os custos de entrega, sem demora e no prazo de 14 dias a contar de hoje, pelo mesmo meio de pagamento que usou.",
      ],
    },
    // 'Meus Pedidos'.
    entry: "Desistir do contrato aqui (direito de livre resolução)",
    entryFor: (number: string) => `Desistir do contrato aqui (direito de livre resolução), encomenda ${number}`,
    until: (date: string) => `Pode desistir até ${date}, sem indicar o motivo.`,
    registered: (when: string) => `Desistência registada em ${when}`,
    // The confirmation step, in both places.
    dialogTitle: "Desistir desta compra?",
    dialogText: (number: string) =>
      `Vai desistir do contrato de compra da encomenda ${number} (direito de livre resolução). Não precisa de indicar o motivo. O que acontece a seguir:`,
    dialogSteps: [
      "Registamos a desistência e enviamos de imediato a confirmação para o seu e-mail, com a data e a hora.",
      "Devolve os produtos no prazo de 14 dias; o e-mail explica como.",
      "Reembolsamos todos os pagamentos, incluindo os custos de entrega normais, no prazo de 14 dias.",
    ],
    /** The same steps for an order not sent yet (issue 44). */
    dialogStepsNotSent: [
      "Registamos a desistência e enviamos de imediato a confirmação para o seu e-mail, com a data e a hora.",
      "A encomenda ainda não foi enviada: não a enviamos, e não tem nada a devolver.",
      "Reembolsamos todos os pagamentos, incluindo os custos de entrega, no prazo de 14 dias.",
    ],
    confirm: "Confirmar desistência",
    back: "Voltar",
    confirming: "A registar...",
    doneTitle: "Desistência registada",
    doneText: (number: string, when: string) => `Registámos a desistência da encomenda ${number} em ${when}. Enviámos a confirmação para o seu e-mail.`,
    /** On screen after a withdrawal, by whether the goods had left (issue 44). */
    doneSent: "Devolva os produtos no prazo de 14 dias; o e-mail explica como.",
    doneNotSent: "A encomenda ainda não tinha sido enviada: não tem nada a devolver. Reembolsamos o que pagou no prazo de 14 dias.",
    error: "Não foi possível registar a desistência. Tente novamente.",
    // /livre-resolucao.
    pageTitle: "Livre resolução: desistir de uma compra",
    pageIntro:
      "Pode desistir de uma compra feita na nossa loja no prazo de 14 dias a contar do dia em que recebe os produtos, sem indicar o motivo. Indique o número da encomenda e o e-mail com que a fez.",
    numberLabel: "Número da encomenda",
    numberHint: "8 caracteres, no e-mail de confirmação (por exemplo 1A2B3C4D).",
    emailLabel: "E-mail da encomenda",
    submit: "Continuar",
    accountHint: "Tem conta na loja? Também pode desistir em Meus Pedidos.",
    formTitle: "Prefere o formulário?",
    /** The model withdrawal form (Directive 2011/83/EU annex I(B); DL 24/2014 annex, part B), as the law words it. */
    form: {
      title: "Modelo de formulário de livre resolução",
      note: "(só deve preencher e devolver o presente formulário se quiser resolver o contrato)",
      to: (trader: string) => `— Para: ${trader}`,
      fields: [
        "— Pela presente comunico/comunicamos (*) que resolvo/resolvemos (*) do meu/nosso (*) contrato de venda dos seguintes bens/para a prestação do seguinte serviço (*):",
        "— Solicitado em (*)/recebido em (*):",
        "— Nome do(s) consumidor(es):",
        "— Endereço do(s) consumidor(es):",
        "— Assinatura do(s) consumidor(es) (só no caso de o presente formulário ser notificado em papel):",
        "— Data:",
      ],
      footnote: "(*) Riscar o que não interessa.",
    },
    formText: "Também pode preencher e enviar-nos o modelo de formulário de livre resolução (está no e-mail de confirmação da encomenda).",
  },
} as const;
