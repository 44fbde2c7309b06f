import type { CopyOf } from "../copy-of";
import type { birthListsCopy as pt } from "../pt/birth-lists";

/** The birth list (lista de nacimiento, issue 50). Part of `copy` (shared/copy.ts). */
export const birthListsCopy: CopyOf<typeof pt> = {
  birthLists: {
    title: "Listas de nacimiento",
    defaultBabyName: "Bebé",
    validation: {
      babyNameLong: "El nombre del bebé puede tener como máximo 60 caracteres.",
      surnameLong: "El apellido puede tener como máximo 60 caracteres.",
      expectedDate: "Indica la fecha prevista (día, mes y año).",
      expectedDateRange: "La fecha prevista tiene que estar entre hace un año y dentro de un año.",
      closesOn: "La fecha de cierre tiene que ser posterior a la fecha prevista y como mucho un año después.",
      messageLong: "El mensaje puede tener como máximo 500 caracteres.",
      markup: "Escribe solo texto, sin marcas como < o >.",
      accessCode: "El código tiene que tener entre 4 y 20 letras o números.",
      accessCodeRequired: "Indica el código que darás a quien quiera ver la lista.",
      wanted: "La cantidad deseada tiene que estar entre 1 y 50.",
      searchNeedsSurname: "Para que la lista se pueda encontrar, indica el apellido.",
    },
    errors: {
      notFound: "Esta lista de nacimiento no existe o ya no está disponible.",
      codeRequired: "Esta lista es privada: indica el código que te dieron los padres.",
      codeWrong: "El código no es correcto. Confírmalo con los padres.",
      tooManyLists: "Puedes tener como máximo 10 listas de nacimiento.",
      tooManyItems: "Una lista puede tener como máximo 200 productos.",
      closed: "Esta lista está cerrada: vuelve a abrirla para cambiarla.",
      orderInvalid: "El nuevo orden tiene que incluir cada producto de la lista una vez.",
      variantUnknown: "Este producto ya no está a la venta.",
      tooManyAttempts: "Demasiados intentos. Espera un minuto y vuelve a intentarlo.",
    },
  },
};
