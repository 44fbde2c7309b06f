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
  },
  orders: {
    quoteExpired: "O valor do frete expirou ou foi calculado para outro carrinho ou endereço. Calcule o frete de novo.",
    outOfStock: (name: string, left: number) =>
      left === 0
        ? `${name} esgotou entretanto. Remova-o do carrinho para continuar.`
        : `Só restam ${left} ${left === 1 ? "unidade" : "unidades"} de ${name}. Ajuste a quantidade para continuar.`,
    discountInvalid: "Este código de desconto não é válido ou já foi usado.",
    discountLabel: "Desconto de boas-vindas",
    paymentUnavailable: "O pagamento não está disponível de momento. Tente novamente dentro de alguns minutos.",
    orderNotFound: "Encomenda não encontrada.",
    notPending: "Esta encomenda já não está pendente.",
    number: (id: string) => id.slice(-8).toUpperCase(),
    mail: {
      subject: (number: string) => `Encomenda ${number} confirmada — Mãe & Bebé`,
      greeting: (name: string) => `Olá ${name},`,
      intro: (number: string) => `Recebemos o pagamento da sua encomenda ${number}. Obrigado pela sua compra!`,
      lines: "Produtos:",
      subtotal: "Subtotal",
      discount: "Desconto",
      delivery: (name: string, delay: string) => `Entrega (${name}, ${delay})`,
      free: "Grátis",
      total: "Total (IVA incluído)",
      address: "Morada de entrega:",
      withdrawalTitle: "Direito de livre resolução",
      withdrawal:
        "Pode desistir desta compra no prazo de 14 dias a contar da data em que recebe os produtos, sem indicar o motivo. Para o fazer, responda a este e-mail ou use a opção de desistência na sua conta (Meus Pedidos). Devolvemos todos os pagamentos recebidos, incluindo os custos de entrega normais, no prazo de 14 dias a contar da sua comunicação.",
      signature: "Com carinho,\nMãe & Bebé",
    },
  },
} as const;
