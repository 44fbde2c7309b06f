/** Orders and checkout messages (the checkout screens' own strings arrive with them). Part of `copy`. */
export const ordersCopy = {
  orders: {
    quoteExpired: "O valor do frete expirou ou foi calculado para outro carrinho ou endereço. Calcule o frete de novo.",
    outOfStock: (name: string, left: number) =>
      left === 0
        ? `${name} esgotou entretanto. Remova-o do carrinho para continuar.`
        : `Só restam ${left} ${left === 1 ? "unidade" : "unidades"} de ${name}. Ajuste a quantidade para continuar.`,
    discountInvalid: "Este código de desconto não é válido ou já foi usado.",
  },
} as const;
