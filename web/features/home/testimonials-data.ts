/** SPEC §1: nine fixed 5-star reviews. */
export const TESTIMONIALS = [
  { name: "Ana Costa", text: "Encomendei o enxoval completo e chegou tudo em dois dias, muito bem embalado. Qualidade excelente!" },
  { name: "Beatriz Santos", text: "O carrinho de passeio é leve e robusto. O apoio ao cliente ajudou-me a escolher o modelo certo." },
  { name: "Carolina Ferreira", text: "As roupinhas são macias e laváveis sem perder a forma. Já é a terceira compra." },
  { name: "Daniela Pereira", text: "Adorei a almofada de amamentação, fez toda a diferença nas primeiras semanas." },
  { name: "Elena García", text: "Vivo em Madrid e a entrega foi rápida e com rastreamento. Recomendo a todas as mães." },
  { name: "Filipa Oliveira", text: "Os brinquedos educativos são lindos e seguros. A minha filha não os larga!" },
  { name: "Gabriela Martins", text: "Preços justos e produtos de qualidade europeia. A loja de confiança para o meu bebé." },
  { name: "Helena Sousa", text: "O intercomunicador funciona na perfeição. Durmo muito mais descansada." },
  { name: "Inês Rodrigues", text: "Atendimento atencioso em português, resposta no mesmo dia. Compra sem complicações." },
].map((t) => ({
  ...t,
  rating: 5,
  initials: t.name
    .split(" ")
    .map((w) => w[0])
    .join(""),
}));
