import { accountCopy } from "./copy/account";
import { addressesCopy } from "./copy/addresses";
import { checkoutCopy } from "./copy/checkout";
import { infoPagesCopy } from "./copy/info-pages";
import { legalPagesCopy } from "./copy/legal-pages";
import { messagesCopy } from "./copy/messages";
import { orderPagesCopy } from "./copy/order-pages";
import { ordersCopy } from "./copy/orders";
import { productSafetyCopy } from "./copy/product-safety";
import { reviewsCopy } from "./copy/reviews";
import { seoCopy } from "./copy/seo";
import { shopCopy } from "./copy/shop";
import { validationCopy } from "./copy/validation";
import { withdrawalCopy } from "./copy/withdrawal";

/**
 * Every user-facing Portuguese string, keyed by feature. SPEC §2, §5 and §8 strings are verbatim.
 * Tests select by these same strings.
 */
export const copy = {
  brand: "Mãe & Bebé",
  common: {
    home: "Início",
    catalogue: "Catálogo",
    loading: "A carregar...",
    retry: "Tentar novamente",
    backHome: "Voltar à página inicial",
    languageLabel: "PT",
    languageName: "Português",
    signIn: "Entrar na sua conta",
    cart: "Carrinho de compras",
    cartWithCount: (n: number) => `Carrinho de compras, ${n} ${n === 1 ? "item" : "itens"}`,
    search: "Pesquisar produtos...",
    searchLabel: "Pesquisar produtos",
    skipToContent: "Saltar para o conteúdo",
    mainNav: "Navegação principal",
    close: "Fechar",
    categories: "Categorias",
    openMenu: "Abrir menu",
    menu: "Menu",
    subcategoriesOf: (name: string) => `Subcategorias de ${name}`,
    /** aria-roledescription of a carousel and of its slides (WAI-ARIA carousel pattern). */
    carousel: "carrossel",
    slide: "diapositivo",
  },
  home: {
    title: "Mãe & Bebé — Tudo para sua maternidade",
    hero: "Tudo para sua maternidade com carinho e praticidade",
    heroLead: "Produtos escolhidos com cuidado para mães e bebés, com entrega em Portugal e Espanha.",
    discover: "Descobrir Produtos",
    categories: "Nossas Categorias",
    whyChoose: "Por que escolher",
    benefits: [
      { title: "Entrega rápida", text: "Entrega rápida com rastreamento para Portugal e Espanha." },
      { title: "Qualidade premium", text: "Produtos premium com qualidade europeia." },
      { title: "Atendimento dedicado", text: "Apoio atencioso em português e espanhol." },
    ],
    testimonials: "O que dizem as nossas clientes",
    testimonialsCarousel: "Depoimentos das clientes",
    /** SPEC §1: nine fixed 5-star reviews. */
    testimonialItems: [
      { name: "Ana Costa", text: "Encomendei o enxoval completo e chegou tudo em dois dias, muito bem embalado. Qualidade excelente!" },
      { name: "Beatriz Santos", text: "O carrinho de passeio é leve e robusto. O apoio ao cliente ajudou-me a escolher o modelo certo." },
      { name: "Carolina Ferreira", text: "As roupinhas são macias e laváveis sem perder a forma. Já é a terceira compra." },
      { name: "Daniela Pereira", text: "Adorei a almofada de amamentação, fez toda a diferença nas primeiras semanas." },
      { name: "Elena García", text: "Vivo em Madrid e a entrega foi rápida e com rastreamento. Recomendo a todas as mães." },
      { name: "Filipa Oliveira", text: "Os brinquedos educativos são lindos e seguros. A minha filha não os larga!" },
      { name: "Gabriela Martins", text: "Preços justos e produtos de qualidade europeia. A loja de confiança para o meu bebé." },
      { name: "Helena Sousa", text: "O intercomunicador funciona na perfeição. Durmo muito mais descansada." },
      { name: "Inês Rodrigues", text: "Atendimento atencioso em português, resposta no mesmo dia. Compra sem complicações." },
    ],
    previous: "Anterior",
    next: "Seguinte",
    goToSlide: (n: number) => `Ir para o depoimento ${n}`,
    featured: "Produtos em Destaque",
    seeAll: "Ver todos",
    newsletterTitle: "Receba 10% de desconto na primeira compra",
    newsletterText: "Subscreva a nossa newsletter e receba novidades, dicas e o seu cupão de 10% de desconto.",
    newsletterEmail: "O seu e-mail",
    newsletterSubmit: "Subscrever",
    newsletterSuccess: "Subscrição confirmada! Verifique o seu e-mail para receber o cupão de 10%.",
    newsletterInvalid: "Por favor, digite um e-mail válido",
    newsletterError: "Não foi possível concluir a subscrição. Tente novamente.",
    newsletterConsent: "Aceito receber a newsletter da Mãe & Bebé por e-mail. Posso cancelar a qualquer momento.",
    newsletterPrivacy: "Política de Privacidade",
  },
  notFound: {
    title: "Página não encontrada",
    text: "A página que procura não existe ou foi removida.",
    home: "Voltar à página inicial",
  },
  categoryIds: {
    title: "IDs de categorias e subcategorias",
    category: "Categoria",
    subcategory: "Subcategoria",
    id: "ID",
    slug: "Slug",
    total: "Produtos",
  },
  ...shopCopy,
  ...accountCopy,
  ...addressesCopy,
  ...checkoutCopy,
  ...messagesCopy,
  ...ordersCopy,
  ...orderPagesCopy,
  ...validationCopy,
  ...infoPagesCopy,
  ...legalPagesCopy,
  ...withdrawalCopy,
  ...reviewsCopy,
  ...seoCopy,
  productSafety: productSafetyCopy,
} as const;
