import { plural } from "../../plural";

/**
 * A cart that is not forgotten (issue 50): the consent (at sign-up and in 'Meus dados'), the reminder e-mail, and the
 * page its links open (the cart put back, or the reminders stopped). Part of `copy`.
 */
export const cartRemindersCopy = {
  cartReminders: {
    /** The consent, off until the customer ticks it. */
    consent: "Quero um lembrete se deixar produtos no carrinho",
    consentHint: "Um só e-mail, algumas horas depois. Pode desligar quando quiser.",
    consentTitle: "Lembretes do carrinho",
    consentOn: "Vai receber um lembrete se deixar produtos no carrinho.",
    consentOff: "Não vai receber lembretes do carrinho.",
    consentError: "Não foi possível guardar a sua escolha. Tente de novo.",
    mail: {
      subject: "Deixou produtos no carrinho",
      greeting: (name: string) => (name ? `Olá ${name},` : "Olá,"),
      intro: "Guardámos o que deixou no carrinho da Mãe & Bebé:",
      line: (n: number, name: string) => `${n} × ${name}`,
      more: (n: number) => `… e mais ${n} ${plural("pt", n, { one: "produto", other: "produtos" })}.`,
      restore: (url: string) => `Voltar ao carrinho: ${url}`,
      prices: "Os preços e a disponibilidade são os de hoje, confirmados ao finalizar a compra.",
      stop: (url: string) => `Não quer mais estes lembretes? Um clique: ${url}`,
      signature: "Até breve,\nMãe & Bebé",
    },
    /** The page the e-mail's links open. */
    page: {
      title: "O seu carrinho",
      restoring: "A repor o seu carrinho…",
      restored: (n: number) => `${n} ${plural("pt", n, { one: "produto voltou", other: "produtos voltaram" })} ao carrinho, aos preços de hoje.`,
      unavailable: "Já não estão disponíveis:",
      unnamed: (n: number) => `${n} ${plural("pt", n, { one: "produto já não está disponível", other: "produtos já não estão disponíveis" })}.`,
      capped: (name: string, stock: number) => `${name}: só há ${stock} em stock.`,
      nothing: "Os produtos deste carrinho já não estão disponíveis.",
      notFound: "Esta ligação não é válida ou já expirou.",
      error: "Não foi possível repor o carrinho. Tente de novo.",
      viewCart: "Ver o carrinho",
      stopping: "A desligar os lembretes…",
      stopped: "Pronto: não vai receber mais lembretes do carrinho. Pode voltar a ligá-los em «Meus dados».",
      stopError: "Não foi possível desligar os lembretes. Tente de novo.",
      shop: "Continuar a comprar",
    },
  },
} as const;
