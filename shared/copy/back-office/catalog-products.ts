/**
 * Products created, copied and archived by the owner in the back-office (issue 44, decisions/0052). The back-office is
 * in Portuguese only, so this module has no Spanish twin.
 */
export const catalogProductsCopy = {
  newProduct: "Novo produto",
  createIntro:
    "O produto nasce com a sua primeira variante, com o SKU do produto. Imagens e mais variantes (tamanhos, cores) acrescentam-se depois, no editor.",
  createFields: {
    sku: "SKU do produto (não muda depois de criado)",
    firstVariant: "Primeira variante",
    firstVariantHint: "Opcional: tamanho, cor ou pack, se o produto os tiver.",
    stock: "Unidades já na loja (entrada de stock)",
  },
  create: "Criar produto",
  archive: {
    filter: "Arquivo",
    hide: "Sem arquivados",
    only: "Só arquivados",
    all: "Com arquivados",
    badge: "Arquivado",
  },
  archiveButton: "Arquivar",
  unarchiveButton: "Desarquivar",
  archiveTitle: "Arquivar este produto?",
  archiveIntro:
    "Sai da loja e da lista do catálogo (veja-o com o filtro «Arquivo»). Nunca se apaga: as encomendas e faturas que o nomeiam continuam a mostrá-lo. Pode desarquivá-lo depois.",
  archivedBanner: (date: string) => `Arquivado em ${date}: fora da loja. Para o voltar a vender, desarquive-o e depois ative-o.`,
  unarchived: "Desarquivado. Continua inativo até o ativar e guardar.",
  duplicateButton: "Duplicar",
  duplicateTitle: "Duplicar este produto",
  duplicateIntro: (sku: string) =>
    `A cópia tem os mesmos nomes, descrições, categoria, preços, IVA e dados de segurança, e as mesmas variantes. Fica inativa e sem stock. As imagens não são copiadas: envie-as no editor da cópia. As variantes ficam com o SKU da cópia seguido de -1, -2… (a que tem o SKU ${sku} fica com o SKU da cópia).`,
  duplicateSku: "SKU da cópia",
  duplicateConfirm: "Criar cópia",
  duplicated: "Cópia criada: está inativa e sem stock. Envie as imagens e ative-a quando estiver pronta.",
};
