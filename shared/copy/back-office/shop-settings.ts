/**
 * The shop's settings page in the back-office (issue 46): the seller's legal identity, the complaints and dispute
 * entities, the return address. Portuguese only, like the rest of the back-office (shared/copy/back-office/admin.ts).
 */
export const shopSettingsCopy = {
  nav: "Definições",
  title: "Definições da loja",
  intro:
    "O que a loja diz de si: nas páginas de informação, no rodapé, nos e-mails, nas faturas e nos dados para os motores de busca. Só os donos as mudam; cada mudança fica no registo de auditoria.",
  sections: {
    identity: "Identificação legal",
    identityHint: "Decreto-Lei 7/2004, art. 10.º: quem vende, com que NIPC, onde e como se contacta.",
    complaints: "Reclamações e litígios",
    complaintsHint: "A entidade que recebe o Livro de Reclamações da loja e a entidade de resolução alternativa de litígios (Lei 144/2015).",
    returns: "Devoluções",
    freeDelivery: "Portes grátis",
    freeDeliveryHint:
      "A partir de que valor de artigos (IVA incluído, antes de descontos) a entrega mais barata fica grátis, em cada zona. Vazio: sem portes grátis nessa zona.",
    dispatch: "Expedição e prazo de entrega",
    dispatchHint:
      "O prazo que a loja promete ('Receba entre…'): uma encomenda feita num dia útil antes da hora-limite (hora de Lisboa) conta desse dia, as outras do dia útil seguinte; sai da loja depois dos dias de preparação (dias úteis em Portugal).",
    birthLists: "Listas de nascimento",
    birthListsHint:
      "Quando uma lista de nascimento fecha, os pais recebem por e-mail um código de uso único com esta percentagem de desconto nos produtos que ficaram por oferecer, válido durante estes dias. 0 %: sem desconto.",
    cartReminders: "Carrinhos esquecidos",
    cartRemindersHint:
      "Um cliente com sessão iniciada que aceitou lembretes e deixou produtos no carrinho recebe um único e-mail, estas horas depois da última alteração do carrinho (nenhum se entretanto encomendou ou se os produtos esgotaram).",
    returnsHint: "Para onde o cliente envia os artigos de uma desistência (páginas de devolução e e-mails).",
  },
  fields: {
    companyName: "Nome da empresa",
    companyNipc: "NIPC",
    companyAddress: "Morada da sede",
    companyEmail: "E-mail de contacto",
    companyPhone: "Telefone",
    companyPhoneHint: "Com o indicativo, por exemplo +351 210 000 000.",
    complaintsEntityName: "Entidade do Livro de Reclamações",
    complaintsEntityUrl: "Endereço da entidade",
    adrName: "Entidade de resolução alternativa de litígios",
    adrUrl: "Endereço da entidade de resolução de litígios",
    returnAddress: "Morada para devoluções",
    freeDeliveryPtContinente: "Portugal continental (€)",
    freeDeliveryPtAcores: "Açores (€)",
    freeDeliveryPtMadeira: "Madeira (€)",
    freeDeliveryEsPeninsula: "Espanha peninsular (€)",
    freeDeliveryEsBaleares: "Baleares (€)",
    dispatchCutoffHour: "Hora-limite de expedição (0 a 23)",
    handlingDays: "Dias úteis de preparação (0 a 10)",
    birthListDiscountPercent: "Desconto de fecho da lista (%, 0 a 50)",
    birthListDiscountDays: "Validade do código (dias, 1 a 365)",
    cartReminderHours: "Enviar o lembrete depois de (horas, 1 a 72)",
  },
  errors: {
    companyName: "Indique o nome da empresa (2 a 120 caracteres).",
    companyNipc: "O NIPC tem 9 algarismos.",
    companyNipcCheck: "Este NIPC não é válido: o algarismo de controlo não confere.",
    companyAddress: "Indique a morada completa (10 a 200 caracteres).",
    companyEmail: "Indique um e-mail válido.",
    companyPhone: "Indique um número de telefone com o indicativo, por exemplo +351 210 000 000.",
    entityName: "Indique o nome da entidade (2 a 160 caracteres).",
    entityUrl: "Indique um endereço https://, por exemplo https://www.asae.gov.pt.",
    returnAddress: "Indique a morada completa (10 a 200 caracteres).",
    freeDelivery: "Indique um valor em euros, com até duas casas decimais, ou deixe vazio (sem portes grátis).",
    dispatchCutoffHour: "Indique uma hora inteira de 0 a 23, por exemplo 14.",
    handlingDays: "Indique um número inteiro de dias úteis, de 0 a 10.",
    birthListDiscountPercent: "Indique uma percentagem inteira de 0 a 50.",
    birthListDiscountDays: "Indique um número inteiro de dias, de 1 a 365.",
    cartReminderHours: "Indique um número inteiro de horas, de 1 a 72.",
    unknown: (keys: string) => `Definição desconhecida: ${keys}.`,
  },
  save: "Guardar definições",
  saved: "As definições foram guardadas. A loja já as mostra.",
  unchanged: "Nada mudou: as definições são as mesmas.",
  fromEnvironment: "Valor inicial da configuração (ainda não mudado aqui).",
  lastChange: (at: string, by: string) => `Última mudança a ${at}, por ${by}.`,
  /** Shown on every back-office page while production still shows the demonstration's identity. */
  demoWarning: {
    title: "A loja ainda mostra a identificação de demonstração",
    text: "Os clientes veem uma empresa fictícia nas páginas legais, no rodapé, nos e-mails e nas faturas. Indique os dados da sua empresa nas definições antes de vender.",
    link: "Abrir as definições",
  },
} as const;
