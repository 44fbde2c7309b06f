import type { CopyOf } from "../copy-of";
import type { messagesCopy as pt } from "../pt/messages";
import { commonCopy } from "./common";

/** API error messages, written by the worker and shown by the web. Part of `copy` (shared/copy.ts). */
export const messagesCopy: CopyOf<typeof pt> = {
  errors: {
    generic: commonCopy.common.unexpectedError,
    /** Said after a 5xx answer's message (issue 46): the id the logs hold, for the customer to quote. */
    reference: (id: string) => `(Referencia de la solicitud: ${id})`,
    invalidInput: "Datos no válidos.",
    fieldRequired: "Campo obligatorio.",
    fieldInvalid: "Campo no válido.",
    notFound: "No encontrado.",
    stockAlertInStock: "Este producto está disponible: puedes comprarlo ya.",
    stockAlertLimit: "Este correo ya tiene 20 avisos en espera. Anula alguno (con el enlace de los correos) antes de pedir otro.",
    resourceNotFound: "Recurso no encontrado.",
    queryTooShort: "Escribe al menos 2 caracteres para buscar productos",
    rateLimited: "Demasiados intentos. Espera y vuelve a intentarlo.",
    rateLimitedSeconds: (seconds: number) => `Demasiados intentos. Espera ${seconds} segundos antes de volver a intentarlo.`,
    unavailable: "La tienda no está disponible temporalmente. Vuelve a intentarlo más tarde.",
    malformedJson: "No se ha podido leer la solicitud: el cuerpo no es un JSON válido.",
    bodyTooLarge: "La solicitud es demasiado grande.",
    forbiddenOrigin: "Solicitud rechazada: origen no permitido.",
    invalidSignature: "Firma de la solicitud no válida.",
    controlCharacters: "Este campo contiene caracteres no permitidos.",
    unauthenticated: "Inicia sesión para continuar.",
    pageOutOfRange: "Esta página no existe.",
    categoryNotFound: "Categoría no encontrada.",
    subcategoryNotFound: "Subcategoría no encontrada.",
    subcategoryNotInCategory: "Subcategoría no encontrada en esta categoría.",
    productNotFound: "Producto no encontrado.",
    imageNotFound: "Imagen no encontrada.",
    unknownCartProduct: "Uno de los productos del carrito ya no está disponible.",
    variantRequired: "Elige la talla o el color de uno de los productos del carrito.",
    /** SPEC §5: the sign-up answer that opens the existing-account dialog, verbatim. */
    userAlreadyRegistered: "Ya existe una cuenta con este correo electrónico",
    invalidResetCode: "Código no válido o caducado",
    invalidResetLink: "Enlace de restablecimiento no válido o caducado",
    noPassword: "Esta cuenta inicia sesión con Google y no tiene contraseña.",
    passwordRequiredToDelete: "Escribe tu contraseña para eliminar la cuenta.",
    wrongPasswordToDelete: "La contraseña no es correcta. No se ha eliminado la cuenta.",
    freshSignInToDelete: "Por seguridad, vuelve a iniciar sesión con Google y solicita de nuevo la eliminación de la cuenta (en los 10 minutos siguientes).",
    wrongPassword: "La contraseña actual no es correcta.",
    mailUnavailable: "No se ha podido enviar el correo electrónico. Vuelve a intentarlo.",
    /** The account guard (decisions/0032): said the same whether the password was right or not. */
    signinCodeRequired:
      "Por seguridad, tras varios intentos fallidos en esta cuenta, la contraseña sola ya no basta. Si la contraseña es correcta, hemos enviado un código de 6 dígitos al correo electrónico de la cuenta: introdúcelo junto con la contraseña.",
    signinCodeInvalid:
      "El código o la contraseña no son correctos (el código vale 15 minutos). Compruébalos, o inicia sesión solo con la contraseña para recibir un código nuevo.",
    shippingBadResponse: "La empresa de transporte ha respondido en un formato inesperado.",
    shippingTimeout: "La empresa de transporte ha tardado demasiado en responder.",
    shippingUnavailable: "La empresa de transporte no ha respondido correctamente.",
    shippingNetwork: "No se ha podido contactar con la empresa de transporte.",
  },
};
