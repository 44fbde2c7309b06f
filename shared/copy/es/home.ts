import type { CopyOf } from "../copy-of";
import type { homeCopy as pt } from "../pt/home";

/** The home page (SPEC §1). Part of `copy`. */
export const homeCopy: CopyOf<typeof pt> = {
  home: {
    title: "Mãe & Bebé — Todo para tu maternidad",
    hero: "Todo para tu maternidad, con cariño y comodidad",
    heroLead: "Productos elegidos con cuidado para mamás y bebés, con entrega en Portugal y España.",
    discover: "Descubrir productos",
    categories: "Nuestras categorías",
    whyChoose: "Por qué elegir",
    benefits: [
      { title: "Entrega rápida", text: "Entrega rápida con seguimiento a Portugal y España." },
      { title: "Calidad premium", text: "Productos premium con calidad europea." },
      { title: "Atención personalizada", text: "Atención cercana en portugués y en español." },
    ],
    testimonials: "Lo que dicen nuestras clientas",
    testimonialsCarousel: "Opiniones de las clientas",
    /** Under the heading: the reviews are real and not chosen (decisions/0017). */
    testimonialsNote: "Las valoraciones más recientes de clientes que han comprado en la tienda, tal como las escribieron, con la puntuación que dieron.",
    reviewAbout: (product: string) => `Sobre: ${product}`,
    previous: "Anterior",
    next: "Siguiente",
    goToSlide: (n: number) => `Ir a la opinión ${n}`,
    featured: "Productos destacados",
    seeAll: "Ver todos",
    newsletterTitle: "Consigue un 10% de descuento en tu primera compra",
    newsletterText: "Suscríbete a nuestra newsletter y recibe novedades, consejos y tu cupón de 10% de descuento.",
    newsletterEmail: "Tu correo electrónico",
    newsletterSubmit: "Suscribirme",
    newsletterSuccess: "¡Suscripción confirmada! Revisa tu correo electrónico para recibir el cupón del 10%.",
    newsletterInvalid: "Introduce un correo electrónico válido",
    newsletterError: "No se ha podido completar la suscripción. Vuelve a intentarlo.",
    newsletterConsent: "Acepto recibir la newsletter de Mãe & Bebé por correo electrónico. Puedo darme de baja en cualquier momento.",
    newsletterPrivacy: "Política de privacidad",
  },
};
