/**
 * The catalogue's CSV export and import in the back-office (issue 34, decisions/0046): the panel's words and the
 * import's messages per line and column. The back-office is in Portuguese only, so this module has no Spanish twin.
 */
export const catalogCsvCopy = {
  panel: {
    title: "Exportar e importar (CSV)",
    intro:
      "Uma linha por variante, separada por ponto e vírgula, em UTF-8: abre no Excel e no LibreOffice. Altere preços, nomes, categorias, estado e stock, acrescente produtos e variantes, e importe o ficheiro de volta.",
    export: "Exportar catálogo (CSV)",
    importTitle: "Importar alterações",
    file: "Ficheiro CSV",
    choose: "Escolher ficheiro",
    noFile: "Escolha um ficheiro CSV.",
    none: "Nenhum ficheiro escolhido.",
    fileHint:
      "Até 5 MB e 20 000 linhas. Um SKU que já existe altera esse produto ou variante; um SKU novo cria-o (um produto precisa de nome, categoria, preço e taxa de IVA). Descrição, dados de segurança e imagens de um produto novo acrescentam-se depois no editor.",
    stockHint:
      "A coluna stock conta como uma contagem: o stock passa a ser esse número. Exporte de novo antes de editar, ou deixe a célula vazia para não mexer no stock.",
    weightHint:
      "A coluna weight_grams é o peso de uma unidade embalada, em gramas, para as etiquetas das transportadoras; vazia, a variante fica sem peso. Um ficheiro sem esta coluna não mexe nos pesos.",
    mode: "Se houver erros",
    modes: { all: "Não importar nada (recomendado)", valid: "Importar só as linhas sem erros" },
    dryRun: "Só verificar, sem gravar",
    submit: "Importar",
    check: "Verificar",
    working: "A processar…",
    ownerOnly: "Só o dono da loja pode importar.",
  },
  result: {
    checked: (lines: number) => `Ficheiro verificado: ${lines} linha(s) sem erros. Nada foi gravado.`,
    checkedWithErrors: (lines: number, valid: number, errors: number) =>
      `Ficheiro verificado: ${valid} de ${lines} linha(s) sem erros, ${errors} erro(s). Nada foi gravado.`,
    imported: (p: { products: number; variants: number; stock: number; createdProducts: number; createdVariants: number }) =>
      `Importação concluída: ${p.createdProducts} produto(s) e ${p.createdVariants} variante(s) criados, ${p.products} produto(s) e ${p.variants} variante(s) alterados, ${p.stock} contagem(ns) de stock.`,
    skipped: (lines: number) => `${lines} linha(s) com erros ficaram de fora.`,
    nothingImported: (errors: number) => `O ficheiro tem ${errors} erro(s): nada foi importado. Corrija-os e importe de novo.`,
    moreErrors: (shown: number, total: number) => `Mostram-se os primeiros ${shown} de ${total} erros.`,
    line: "Linha",
    column: "Coluna",
    message: "Erro",
  },
  /** The import's refusals, each about a line (the header is line 1) and, when it is about one, a column. */
  errors: {
    notUtf8: "O ficheiro não está em UTF-8. No Excel: Guardar como → «CSV UTF-8 (delimitado por vírgulas)».",
    contentType: "Envie o ficheiro como texto CSV.",
    unclosedQuote: "Há umas aspas que abrem e não fecham a partir desta linha.",
    strayQuote: "Aspas no meio de um campo: um campo com aspas tem de estar todo entre aspas.",
    tooManyLines: (max: number) => `O ficheiro tem mais de ${max} linhas: divida-o em partes.`,
    empty: "O ficheiro não tem linhas de produtos.",
    missingColumn: (column: string) => `Falta a coluna ${column} no cabeçalho.`,
    unknownColumn: (column: string) => `Coluna desconhecida: ${column}.`,
    repeatedColumn: (column: string) => `A coluna ${column} aparece mais de uma vez.`,
    fieldCount: (found: number, expected: number) => `A linha tem ${found} campos; o cabeçalho tem ${expected}.`,
    unsafe: "O texto tem caracteres de controlo ou invisíveis que a loja não guarda.",
    required: "Preencha este campo.",
    sku: "SKU com 1 a 40 caracteres.",
    name: "O nome tem de ter 1 a 160 caracteres.",
    nameEs: "O nome em espanhol tem até 160 caracteres.",
    price: "Preço em euros, maior que zero e até 100 000, com até duas casas decimais (ex.: 12,50).",
    salePrice: "O preço de saldo tem de ser menor que o preço.",
    variantSalePrice: "O saldo de uma variante precisa do seu próprio preço (variant_price), e tem de ser menor que ele.",
    flag: "Escreva 1 (sim) ou 0 (não).",
    taxCategory: "Categoria de IVA: normal, intermediate ou reduced.",
    option: "Até 40 caracteres.",
    packCount: "Pack: um número inteiro de 1 a 1000, ou vazio.",
    stock: "Stock: um número inteiro de 0 a 100 000, ou vazio para não mexer.",
    weight: "Peso: gramas de uma unidade embalada, um número inteiro de 1 a 30 000, ou vazio (sem peso).",
    unknownCategory: (slug: string) => `Não há nenhuma categoria «${slug}».`,
    unknownSubcategory: (slug: string) => `Não há nenhuma subcategoria «${slug}».`,
    foreignSubcategory: (slug: string, category: string) => `A subcategoria «${slug}» não pertence à categoria «${category}».`,
    /** Issue 44 (decisions/0052): a new sku creates its product or variant. */
    newSku: "SKU novo: 2 a 40 letras maiúsculas, algarismos ou hífenes, a começar por letra ou algarismo.",
    skuOfVariant: (productSku: string) => `Este SKU já é o de uma variante do produto ${productSku}: um produto novo precisa de um SKU que ninguém use.`,
    skuOfProduct: "Este SKU já é o de um produto: dê à variante nova um SKU próprio.",
    archived: "Este produto está arquivado: desarquive-o no editor antes de o pôr à venda (active 1).",
    foreignVariant: (productSku: string) => `Esta variante pertence ao produto ${productSku}.`,
    repeatedSku: (line: number) => `Esta variante já está na linha ${line}.`,
    productDiffers: (line: number) => `Difere da linha ${line}, do mesmo produto: as colunas do produto têm de ser iguais em todas as suas linhas.`,
    optionsTaken: (line: number | null) =>
      line === null ? "Outra variante ativa deste produto já tem este tamanho, cor e pack." : `A variante da linha ${line} tem o mesmo tamanho, cor e pack.`,
    optionsNeeded: "Um produto com várias variantes ativas precisa de tamanho, cor ou pack em cada uma.",
    lastVariant: "O produto ficaria sem nenhuma variante à venda: para o retirar da loja, ponha active a 0.",
    changedMeanwhile:
      "O catálogo mudou durante a importação (uma categoria ou variante apagada, ou uma variante alterada no editor): nada foi importado. Importe de novo.",
  },
};
