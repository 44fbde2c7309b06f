/**
 * The shop's boxes in the back-office (issue 49): the 'Caixas de envio' section of 'Definições', owners only. Portuguese
 * only, like the rest of the back-office.
 */
export const parcelBoxesCopy = {
  title: "Caixas de envio",
  intro:
    "As caixas em que a loja embala as encomendas. Ao criar uma etiqueta escolhe-se uma delas: as medidas vão para a transportadora e o peso da caixa soma-se ao dos artigos.",
  name: "Nome",
  size: "Medidas",
  tare: "Peso da caixa",
  actions: "Ações",
  lengthCm: "Comprimento (cm)",
  widthCm: "Largura (cm)",
  heightCm: "Altura (cm)",
  tareGrams: "Peso da caixa vazia (g)",
  add: "Acrescentar caixa",
  edit: "Editar",
  editTitle: (name: string) => `Editar caixa ${name}`,
  retire: "Deixar de usar",
  retireLabel: (name: string) => `Deixar de usar a caixa ${name}`,
  save: "Guardar caixa",
  cancel: "Cancelar",
  saved: "Caixa guardada.",
  retired: (name: string) => `A caixa ${name} deixou de estar disponível para novas etiquetas.`,
  empty: "Não há caixas: acrescente a primeira.",
  /** The box as the label form's list names it. */
  option: (b: { name: string; lengthCm: number; widthCm: number; heightCm: number }) => `${b.name} (${b.lengthCm} × ${b.widthCm} × ${b.heightCm} cm)`,
  sizeCell: (b: { lengthCm: number; widthCm: number; heightCm: number }) => `${b.lengthCm} × ${b.widthCm} × ${b.heightCm} cm`,
  tareCell: (grams: number) => `${grams} g`,
  errors: {
    name: "Dê à caixa um nome de 1 a 40 caracteres.",
    side: "Indique um número inteiro de 1 a 120 cm.",
    tare: "Indique um número inteiro de 0 a 5000 g.",
    nameTaken: "Já há uma caixa com este nome.",
    full: (max: number) => `A loja tem o máximo de ${max} caixas: deixe de usar uma antes de acrescentar outra.`,
    last: "A loja precisa de pelo menos uma caixa para criar etiquetas.",
    notFound: "Esta caixa já não existe ou deixou de ser usada.",
  },
};
