/** The birth list (lista de nascimento, issue 50): the parents' pages, the public page, its refusals. Part of `copy`. */
export const birthListsCopy = {
  birthLists: {
    title: "Listas de nascimento",
    /** The baby's name when the parents leave it empty. */
    defaultBabyName: "Bebé",
    validation: {
      babyNameLong: "O nome do bebé pode ter no máximo 60 caracteres.",
      surnameLong: "O apelido pode ter no máximo 60 caracteres.",
      expectedDate: "Indique a data prevista (dia, mês e ano).",
      expectedDateRange: "A data prevista tem de estar entre há um ano e daqui a um ano.",
      closesOn: "A data de fecho tem de ser depois da data prevista e até um ano depois dela.",
      messageLong: "A mensagem pode ter no máximo 500 caracteres.",
      markup: "Escreva só texto, sem marcas como < ou >.",
      accessCode: "O código tem de ter entre 4 e 20 letras ou algarismos.",
      accessCodeRequired: "Indique o código que vai dar a quem quiser ver a lista.",
      wanted: "A quantidade pretendida tem de estar entre 1 e 50.",
      searchNeedsSurname: "Para a lista poder ser encontrada, indique o apelido.",
    },
    errors: {
      notFound: "Esta lista de nascimento não existe ou já não está disponível.",
      codeRequired: "Esta lista é privada: indique o código que os pais lhe deram.",
      codeWrong: "O código não está certo. Confirme-o com os pais.",
      tooManyLists: "Pode ter no máximo 10 listas de nascimento.",
      tooManyItems: "Uma lista pode ter no máximo 200 produtos.",
      closed: "Esta lista está fechada: reabra-a para a alterar.",
      orderInvalid: "A nova ordem tem de incluir cada produto da lista uma vez.",
      variantUnknown: "Este produto já não está à venda.",
      tooManyAttempts: "Demasiadas tentativas. Aguarde um minuto e tente de novo.",
    },
  },
} as const;
