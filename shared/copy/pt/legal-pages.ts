import type { AdrEntity, CompanyInfo, InfoSection } from "../../shop-info";
import { reviewsCopy } from "./reviews";

const BRAND = "Mãe & Bebé";
const UPDATED = "Última atualização: 28 de novembro de 2026.";

/** One row of the cookies page: what the shop stores in the browser, and why (read from the code; decision 0013). */
export interface StorageRow {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

/** Terms of sale, privacy policy, cookies and the accessibility statement (decision 0013): loaded with those pages only. */
export const legalCopy = {
  updated: UPDATED,
  terms: {
    title: "Termos e Condições",
    sections: (c: CompanyInfo, adr: AdrEntity, complaints: AdrEntity): InfoSection[] => [
      {
        heading: "1. Quem vende",
        body: [`A loja online ${BRAND} é explorada por ${c.name}, NIPC ${c.nipc}, com sede em ${c.address}, e-mail ${c.email}, telefone ${c.phone}.`],
      },
      {
        heading: "2. Âmbito",
        body: [
          "Estes termos aplicam-se às compras feitas nesta loja por consumidores, com entrega em Portugal e Espanha. Ao fazer uma encomenda, aceita-os na versão em vigor nesse momento.",
        ],
      },
      {
        heading: "3. Preços",
        body: [
          "Os preços estão em euros e incluem IVA à taxa legal. O custo de envio depende da zona e da modalidade e é apresentado antes do pagamento. Para as Canárias, Ceuta e Melilla, fora do território de IVA da União Europeia, os produtos são cobrados sem IVA e podem acrescer impostos locais e custos aduaneiros cobrados na entrega (veja Envios e Entregas).",
        ],
      },
      {
        heading: "4. Encomenda e contrato",
        body: [
          "Escolhe os produtos, a morada e o envio, e confirma a encomenda no passo de pagamento. O contrato fica celebrado quando o pagamento é confirmado; enviamos a confirmação por e-mail. Enquanto aguarda o pagamento, os produtos ficam reservados por um tempo limitado.",
        ],
      },
      {
        heading: "5. Pagamento",
        body: [
          "Aceitamos cartão Visa e Mastercard, MB WAY e referência Multibanco, através do nosso parceiro de pagamentos (Stripe). Não guardamos os dados do seu cartão.",
        ],
      },
      {
        heading: "6. Entrega",
        body: [
          "Entregamos na morada indicada nos prazos de cada modalidade, contados a partir da confirmação do pagamento. Se não conseguirmos entregar em 30 dias, pode resolver o contrato e devolvemos o que pagou.",
        ],
      },
      {
        heading: "7. Direito de livre resolução",
        body: [
          "Tem 14 dias após receber os produtos para desistir da compra sem justificação. O procedimento e as exceções estão na página Trocas e Devoluções.",
        ],
      },
      { heading: "8. Garantia", body: ["Os produtos têm a garantia legal de conformidade de 3 anos (Decreto-Lei 84/2021)."] },
      {
        heading: "9. Reclamações e litígios",
        body: [
          `Pode reclamar junto de nós (${c.email}) ou no Livro de Reclamações Eletrónico; a entidade competente é ${complaints.name} (${complaints.url}). Em caso de litígio, pode recorrer à entidade de resolução alternativa de litígios ${adr.name} (${adr.url}), nos termos da Lei 144/2015.`,
          "A estes termos aplica-se a lei portuguesa, sem prejuízo das normas imperativas de proteção do consumidor do país onde reside.",
        ],
      },
      {
        // The review policy (decisions/0017, 0047): the product page links here.
        heading: "10. Avaliações dos produtos",
        id: reviewsCopy.reviews.policyAnchor,
        body: [
          "Só pode avaliar um produto quem o comprou e pagou nesta loja, uma vez por produto. Publicamos as avaliações como foram escritas, boas ou más: nunca alteramos as palavras, a classificação nem a data.",
          "Ocultamos uma avaliação apenas quando:",
          [
            "é ofensiva (insultos, ameaças, discriminação);",
            "contém dados pessoais (por exemplo, um nome completo, uma morada, um telefone ou um e-mail);",
            "não é sobre o produto (por exemplo, fala de outro produto ou de outra loja);",
            "é publicidade ou spam.",
          ],
          `Uma avaliação oculta deixa de aparecer e de contar na classificação do produto; guardamos o motivo e enviamo-lo por e-mail a quem a escreveu. Se não concordar, escreva-nos para ${c.email}.`,
          "A loja pode responder publicamente a uma avaliação; a resposta aparece por baixo dela, como «Resposta da loja», e avisamos por e-mail quem a escreveu.",
        ],
      },
    ],
  },
  privacy: {
    title: "Política de Privacidade",
    sections: (c: CompanyInfo): InfoSection[] => [
      {
        heading: "Responsável pelo tratamento",
        body: [`${c.name}, NIPC ${c.nipc}, ${c.address}. Para qualquer assunto sobre os seus dados: ${c.email}.`],
      },
      {
        heading: "Que dados tratamos",
        body: [
          [
            "Conta: e-mail, palavra-passe (guardada apenas como resumo criptográfico), nome, data de nascimento, telefone e, se o indicar, NIF.",
            "Moradas de entrega e encomendas: produtos, valores, estado, dados de envio.",
            "Pagamentos: o estado do pagamento e, no Multibanco, a referência. Os dados do cartão são tratados pela Stripe e nunca chegam até nós.",
            "Newsletter: o e-mail e a data em que deu o consentimento.",
            "Mensagens de contacto: nome, e-mail, assunto e mensagem.",
            "Segurança: o endereço IP, usado durante alguns minutos para limitar tentativas abusivas.",
          ],
        ],
      },
      {
        heading: "Para que os usamos e com que fundamento",
        body: [
          [
            "Executar o contrato: criar a conta, processar encomendas, pagamentos, entregas, devoluções e garantias (art. 6.º, n.º 1, al. b) do RGPD).",
            "Cumprir obrigações legais: faturação, contabilidade e impostos, Livro de Reclamações (al. c)).",
            "Newsletter e código de boas-vindas: o seu consentimento, que pode retirar a qualquer momento (al. a)).",
            "Responder às suas mensagens e proteger a loja contra abusos: o nosso interesse legítimo (al. f)).",
          ],
        ],
      },
      {
        heading: "Durante quanto tempo",
        body: [
          [
            "Conta e moradas: até apagar a conta (Minha conta › Apagar conta).",
            "Encomendas e faturas: 10 anos, como exige a lei fiscal; ao apagar a conta, as encomendas deixam de estar ligadas a si, mas as faturas já emitidas mantêm o nome, o NIF e a morada que a lei exige.",
            "Newsletter: até cancelar a subscrição.",
            "Avisos de stock (Avise-me quando voltar): até anular o aviso no link do e-mail ou apagar a conta.",
            "Mensagens de contacto: 2 anos após o envio; depois são apagadas automaticamente.",
            "Registos de segurança (contagens por IP): minutos a horas.",
          ],
        ],
      },
      {
        heading: "Com quem partilhamos",
        body: [
          "Só com quem nos ajuda a prestar o serviço, por nossa conta e com contrato: alojamento (Cloudflare), pagamentos (Stripe), envio de e-mails, transportadoras (CTT, Correos, DHL) e, se entrar com Google, a Google. Alguns destes prestadores podem tratar dados fora da União Europeia, com as garantias do RGPD (decisões de adequação ou cláusulas contratuais-tipo). Não vendemos os seus dados.",
        ],
      },
      {
        heading: "Os seus direitos",
        body: [
          "Pode pedir acesso, retificação, apagamento, limitação ou oposição ao tratamento, e a portabilidade dos dados que nos deu, num formato estruturado e de leitura automática. Pode retirar o consentimento da newsletter a qualquer momento. Escreva para o e-mail acima; respondemos em até um mês.",
          "Se achar que não tratámos bem os seus dados, pode apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD), a autoridade de controlo em Portugal.",
        ],
      },
      { heading: "Cookies", body: ["Só usamos armazenamento estritamente necessário; veja a Política de Cookies."] },
    ],
    cnpdLink: "Site da CNPD",
  },
  cookies: {
    title: "Política de Cookies",
    sections: [
      {
        heading: "Só o estritamente necessário",
        body: [
          "Esta loja não usa cookies de publicidade, de análise de audiência nem de redes sociais, e não carrega conteúdos de terceiros que os coloquem. Guardamos no seu navegador apenas o que é indispensável para o serviço que pede: manter a sessão iniciada, o carrinho e o processo de compra.",
          "Por isso não lhe pedimos consentimento nem mostramos um aviso de cookies: a lei (Lei 41/2004, art. 5.º) dispensa o consentimento para o armazenamento estritamente necessário. Se um dia passarmos a usar outro tipo de cookies, pediremos o seu consentimento antes.",
        ],
      },
    ] satisfies InfoSection[],
    tableCaption: "O que guardamos no seu navegador",
    columns: { name: "Nome", kind: "Tipo", purpose: "Para quê", duration: "Duração" },
    rows: [
      { name: "authjs.session-token", kind: "Cookie", purpose: "Manter a sessão iniciada na sua conta.", duration: "30 dias ou até terminar a sessão" },
      { name: "authjs.csrf-token", kind: "Cookie", purpose: "Proteger o início de sessão contra pedidos forjados.", duration: "Até fechar o navegador" },
      { name: "authjs.callback-url", kind: "Cookie", purpose: "Voltar à página certa depois de entrar.", duration: "Até fechar o navegador" },
      {
        name: "authjs.pkce.code_verifier, authjs.state",
        kind: "Cookie",
        purpose: "Só ao entrar com Google: proteger esse início de sessão.",
        duration: "15 minutos",
      },
      { name: "prereg", kind: "Cookie", purpose: "Guardar os dados de uma compra sem conta até ao fim do checkout.", duration: "24 horas" },
      { name: "mae-bebe-cart", kind: "Armazenamento local", purpose: "O conteúdo do carrinho.", duration: "Até esvaziar o carrinho ou concluir a compra" },
      {
        name: "mae-bebe-shipping",
        kind: "Armazenamento local",
        purpose: "O código postal e a modalidade de envio escolhidos.",
        duration: "Até concluir a compra",
      },
      {
        name: "mae-bebe-cancelled-orders",
        kind: "Armazenamento local",
        purpose: "As encomendas que cancelou, para não voltarem a aparecer noutro separador.",
        duration: "Até 20 encomendas",
      },
      { name: "mae-bebe-checkout", kind: "Armazenamento de sessão", purpose: "As escolhas feitas nos passos da compra.", duration: "Até fechar o separador" },
      {
        name: "posicoes-scroll",
        kind: "Armazenamento de sessão",
        purpose: "Voltar ao mesmo ponto de uma lista de produtos.",
        duration: "Até fechar o separador",
      },
    ] satisfies StorageRow[],
    after: [
      {
        heading: "Pagamentos",
        body: [
          "Ao pagar, é levado para a página segura da Stripe, que tem a sua própria política de cookies. Numa ligação segura (https), os nomes dos cookies de sessão levam o prefixo __Secure- ou __Host-.",
          "Pode apagar estes dados nas definições do navegador; a sessão termina e o carrinho fica vazio.",
        ],
      },
    ] satisfies InfoSection[],
  },
  accessibility: {
    title: "Declaração de Acessibilidade",
    sections: (c: CompanyInfo): InfoSection[] => [
      {
        heading: "O nosso compromisso",
        body: [
          `A ${BRAND} quer que todas as pessoas possam comprar nesta loja, incluindo quem usa leitor de ecrã, teclado ou ampliação. Seguimos as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.1, nível AA, e a norma europeia EN 301 549, como pede o Decreto-Lei 82/2022.`,
        ],
      },
      {
        heading: "O que fizemos",
        body: [
          [
            "Todas as páginas funcionam só com teclado, com foco visível e uma ligação para saltar para o conteúdo.",
            "Títulos, regiões e formulários com nomes e mensagens de erro associados aos campos.",
            "Contraste de cores verificado e texto que se adapta a ecrãs pequenos e à ampliação até 200%.",
            "Imagens de produto com texto alternativo.",
          ],
        ],
      },
      {
        heading: "Limitações conhecidas",
        body: [
          "O carrossel de depoimentos da página inicial avança sozinho; pára quando lhe passa o rato ou o foco. A página de pagamento é da Stripe e tem a sua própria declaração.",
        ],
      },
      {
        heading: "Encontrou uma barreira?",
        body: [
          `Diga-nos para ${c.email} ou ${c.phone}. Respondemos em até 5 dias úteis e, enquanto corrigimos, ajudamos a concluir a sua compra por outro meio.`,
        ],
      },
      { heading: "Data", body: ["Esta declaração foi preparada a 25 de novembro de 2026, com base numa avaliação feita pela própria loja."] },
    ],
  },
} as const;
