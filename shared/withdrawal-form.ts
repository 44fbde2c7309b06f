/**
 * The model withdrawal form (Directive 2011/83/EU annex I(B); DL 24/2014 annex, part B), in Portuguese, as the law
 * words it. The order confirmation e-mail carries it and the returns page can show the same text. The trader's line
 * is filled in by the caller: the shop's name and the address it can be reached at.
 */
export const WITHDRAWAL_FORM_TITLE = "Modelo de formulário de livre resolução";

export function withdrawalFormLines(trader: string): string[] {
  return [
    WITHDRAWAL_FORM_TITLE,
    "(só deve preencher e devolver o presente formulário se quiser resolver o contrato)",
    "",
    `— Para: ${trader}`,
    "— Pela presente comunico/comunicamos (*) que resolvo/resolvemos (*) do meu/nosso (*) contrato de venda dos seguintes bens/para a prestação do seguinte serviço (*):",
    "— Solicitado em (*)/recebido em (*):",
    "— Nome do(s) consumidor(es):",
    "— Endereço do(s) consumidor(es):",
    "— Assinatura do(s) consumidor(es) (só no caso de o presente formulário ser notificado em papel):",
    "— Data:",
    "",
    "(*) Riscar o que não interessa.",
  ];
}

export const withdrawalFormText = (trader: string) => withdrawalFormLines(trader).join("\n");
