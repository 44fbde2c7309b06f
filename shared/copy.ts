import { accountCopy } from "./copy/account";
import { addressesCopy } from "./copy/addresses";
import { checkoutCopy } from "./copy/checkout";
import { infoPagesCopy } from "./copy/info-pages";
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
    /** Under the heading: the reviews are real and not chosen (decisions/0017). */
    testimonialsNote: "As avaliações mais recentes de clientes que compraram na loja, tal como as escreveram, com a classificação que deram.",
    reviewAbout: (product: string) => `Sobre: ${product}`,
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
  ...withdrawalCopy,
  ...reviewsCopy,
  ...seoCopy,
  productSafety: productSafetyCopy,
} as const;
