/** The back-office's carrier labels (issue 49), in Portuguese: the order page's section, the orders list's button. */
export const shippingLabelsCopy = {
  title: "Etiqueta da transportadora",
  create: "Criar etiqueta",
  creating: "A criar a etiqueta…",
  box: "Caixa",
  noBoxes: "A loja não tem caixas registadas: acrescente-as em Definições › Caixas de envio.",
  weight: "Peso da encomenda (g)",
  weightFromLines: (grams: number) => `Pelo peso dos artigos e da caixa: ${grams} g.`,
  weightUnknown: "Há artigos sem peso registado: indique o peso da encomenda embalada.",
  weightRange: "Indique um peso de 1 a 30 000 g.",
  created: (carrier: string, code: string) => `Etiqueta criada: ${carrier}, ${code}.`,
  cost: (euros: string) => `Custo da etiqueta: ${euros}.`,
  parcel: (box: string, grams: number) => `Caixa ${box}, ${grams} g.`,
  print: "Imprimir etiqueta (PDF)",
  handOver: "Confirmar que foi entregue à transportadora",
  handOverHint: "A encomenda passa a ENVIADO e o cliente recebe o número de seguimento.",
  simulator: "Simulador de transportadora (desenvolvimento): as etiquetas não servem para enviar.",
  unavailable:
    "Sem ligação à transportadora (falta a chave CARRIER_API_KEY): compre a etiqueta no site da transportadora e registe o envio abaixo com o número de seguimento.",
  bulk: "Etiquetas (PDF)",
  /** Several orders' labels bought in one go, from the orders list. */
  bulkCreate: "Criar etiquetas",
  bulkTitle: (n: number) => `Criar etiquetas para ${n} encomenda(s)`,
  bulkIntro:
    "Uma etiqueta por encomenda paga, todas na caixa escolhida, com o peso dos artigos e da caixa. Uma encomenda com artigos sem peso registado cria a sua etiqueta na página da encomenda, com o peso indicado. Até 20 de cada vez.",
  bulkCreating: "A criar as etiquetas…",
  bulkSummary: (bought: number, failed: number) => `${bought} etiqueta(s) pronta(s), ${failed} encomenda(s) sem etiqueta.`,
  bulkAlready: "já tinha etiqueta",
  bulkPrint: "Imprimir as etiquetas prontas (PDF)",
  close: "Fechar",
  cancel: "Cancelar",
  /** A withdrawal's return label (issue 49). */
  returnTitle: "Etiqueta de devolução",
  returnIntro: "A loja paga a devolução: a etiqueta vai por e-mail ao cliente, que a cola na embalagem e entrega a encomenda à transportadora.",
  returnCreate: "Criar etiqueta de devolução",
  returnCreated: (carrier: string, code: string) => `Etiqueta de devolução enviada ao cliente: ${carrier}, ${code}.`,
  /** What the simulator prints on its labels. */
  label: { mark: "SIMULADOR — NÃO SERVE PARA ENVIAR", from: "De", to: "Para" },
};
