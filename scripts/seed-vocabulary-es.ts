/**
 * Spanish (Spain, es-ES) versions of the demo catalogue's vocabulary (seed-vocabulary.ts), of describeItem
 * (lib/catalog-generator.ts) and of the safety warnings (lib/safety-generator.ts).
 */
import type { WARNINGS } from "./seed-vocabulary";

/** Spanish (es-ES) names of the demo vocabulary: every Portuguese item of VOCABULARY, by its Portuguese text. */
export const ITEMS_ES: Record<string, string> = {
  // cobertores-mantas
  "Manta de Algodão": "Manta de Algodón",
  "Cobertor de Malha": "Manta de Punto",
  "Manta Polar": "Manta Polar",
  "Cobertor Tricotado": "Manta Tricotada",
  "Manta de Musselina": "Manta de Muselina",
  // fraldas-pano-toalhas
  "Fraldas de Pano (pack 5)": "Pañales de Tela (pack de 5)",
  "Fralda de Musselina": "Gasa de Muselina",
  "Toalhinhas de Boca": "Paños para la Boca",
  "Fraldas de Algodão Orgânico": "Pañales de Algodón Orgánico",
  // toalhas-capuz
  "Toalha com Capuz Ursinho": "Toalla con Capucha Osito",
  "Toalha de Banho com Capuz": "Toalla de Baño con Capucha",
  "Capa de Banho Coelhinho": "Capa de Baño Conejito",
  "Toalha com Capuz Estrelas": "Toalla con Capucha Estrellas",
  // kits-higiene
  "Kit Higiene Porcelana": "Kit de Higiene de Porcelana",
  "Kit Higiene Madeira": "Kit de Higiene de Madera",
  "Kit Escova e Pente": "Kit Cepillo y Peine",
  "Kit Cuidados do Bebé": "Kit de Cuidados del Bebé",
  // necessaires-organizadores
  "Necessaire Impermeável": "Neceser Impermeable",
  "Organizador de Berço": "Organizador de Cuna",
  "Bolsa Organizadora": "Bolsa Organizadora",
  "Necessaire Térmica": "Neceser Térmico",
  // itens-maternidade
  "Saco de Maternidade": "Bolsa de Maternidad",
  "Camisa de Amamentação": "Camisa de Lactancia",
  "Soutien de Amamentação": "Sujetador de Lactancia",
  "Almofada de Gravidez": "Cojín de Embarazo",
  // caixas-lembranca-albuns
  "Caixa de Lembranças": "Caja de Recuerdos",
  "Caixa de Memórias em Madeira": "Caja de Memorias de Madera",
  "Caixa do Primeiro Dente": "Caja del Primer Diente",
  "Baú de Recordações": "Baúl de Recuerdos",
  // albuns-recordacoes
  "Álbum do Bebé": "Álbum del Bebé",
  "Livro de Recordações": "Libro de Recuerdos",
  "Álbum de Fotografias": "Álbum de Fotografías",
  "Diário do Primeiro Ano": "Diario del Primer Año",
  // berco-portatil
  "Berço Portátil Dobrável": "Cuna de Viaje Plegable",
  "Berço de Viagem": "Cuna de Viaje",
  "Berço Co-Sleeping": "Cuna Colecho",
  "Berço Portátil com Trocador": "Cuna de Viaje con Cambiador",
  // espreguicadeira-rede
  "Espreguiçadeira Vibratória": "Hamaca Vibratoria",
  "Espreguiçadeira Ergonómica": "Hamaca Ergonómica",
  "Rede de Descanso para Bebé": "Hamaca Colgante para Bebé",
  "Cadeira Baloiço": "Silla Balancín",
  // baby-monitor
  "Intercomunicador Áudio": "Vigilabebés de Audio",
  "Intercomunicador com Vídeo": "Vigilabebés con Vídeo",
  "Monitor de Respiração": "Monitor de Respiración",
  "Câmara de Vigilância Wi-Fi": "Cámara de Vigilancia Wi-Fi",
  // carrinhos-bebe
  "Carrinho de Passeio Compacto": "Silla de Paseo Compacta",
  "Carrinho Trio": "Cochecito Trío",
  "Carrinho Duo": "Cochecito Dúo",
  "Carrinho de Bebé Leve": "Cochecito de Bebé Ligero",
  "Carrinho para Gémeos": "Cochecito para Gemelos",
  // cadeira-auto
  "Cadeira Auto Grupo 0+": "Silla de Coche Grupo 0+",
  "Cadeira Auto Isofix": "Silla de Coche Isofix",
  "Cadeira Auto Giratória 360°": "Silla de Coche Giratoria 360°",
  "Alcofa Auto": "Capazo de Coche",
  // acessorios-passeio
  "Saco de Carrinho": "Saco para Silla de Paseo",
  "Guarda-Chuva de Carrinho": "Paraguas para Cochecito",
  "Organizador de Carrinho": "Organizador para Cochecito",
  "Capa de Chuva Universal": "Protector de Lluvia Universal",
  "Mosquiteiro de Carrinho": "Mosquitera para Cochecito",
  // bodies-macacoes
  "Body Manga Curta": "Body Manga Corta",
  "Body Manga Comprida": "Body Manga Larga",
  "Macacão de Algodão": "Mono de Algodón",
  "Babygrow Estampado": "Pelele Estampado",
  "Macacão Canelado": "Mono Acanalado",
  // conjuntinhos-kits
  "Conjunto Calça e Body": "Conjunto Pantalón y Body",
  "Kit 3 Peças Recém-Nascido": "Kit 3 Piezas Recién Nacido",
  "Conjunto de Malha": "Conjunto de Punto",
  "Conjunto Saída de Maternidade": "Conjunto de Primera Puesta",
  // vestidos-saias
  "Vestido de Algodão": "Vestido de Algodón",
  "Vestido Floral": "Vestido Floral",
  "Saia de Tule": "Falda de Tul",
  "Vestido de Festa": "Vestido de Fiesta",
  "Vestido Bordado": "Vestido Bordado",
  // camisetas-calcas
  "T-shirt Estampada": "Camiseta Estampada",
  "Calças de Fato de Treino": "Pantalón de Chándal",
  "Leggings de Algodão": "Leggings de Algodón",
  "Calças de Ganga Macias": "Pantalón Vaquero Suave",
  // pijamas-roupas-dormir
  "Pijama de Algodão": "Pijama de Algodón",
  "Saco de Dormir": "Saco de Dormir",
  "Pijama Aveludado": "Pijama Aterciopelado",
  "Pijama de Manga Comprida": "Pijama de Manga Larga",
  // roupas-inverno
  "Casaco Acolchoado": "Abrigo Acolchado",
  "Gorro de Lã": "Gorro de Lana",
  "Macacão de Neve": "Mono de Nieve",
  "Camisola de Tricô": "Jersey de Punto",
  "Luvas sem Dedos": "Manoplas",
  // moda-praia-verao
  "Fato de Banho UV": "Bañador UV",
  "Chapéu de Sol": "Sombrero de Sol",
  "Calções de Banho": "Bañador Bermuda",
  "Vestido de Verão": "Vestido de Verano",
  // meias-acessorios
  "Meias Antiderrapantes (pack 3)": "Calcetines Antideslizantes (pack de 3)",
  "Fita de Cabelo": "Cinta para el Pelo",
  "Babete Impermeável": "Babero Impermeable",
  "Luvas de Recém-Nascido": "Manoplas de Recién Nacido",
  "Sapatinhos de Malha": "Patucos de Punto",
  "Botinhas de Pele": "Botitas de Piel",
  "Pantufas Antiderrapantes": "Zapatillas de Casa Antideslizantes",
  // cadeira-refeicao
  "Cadeira de Refeição Evolutiva": "Trona Evolutiva",
  "Cadeira de Refeição Dobrável": "Trona Plegable",
  "Elevador de Cadeira": "Alzador de Silla",
  "Cadeira de Refeição em Madeira": "Trona de Madera",
  // almofada-amamentacao
  "Almofada de Amamentação": "Cojín de Lactancia",
  "Almofada em Forma de C": "Cojín en Forma de C",
  "Almofada Multifunções": "Cojín Multifunción",
  "Capa para Almofada de Amamentação": "Funda para Cojín de Lactancia",
  // bomba-tira-leite
  "Bomba Tira-Leite Elétrica": "Sacaleches Eléctrico",
  "Bomba Tira-Leite Manual": "Sacaleches Manual",
  "Bomba Tira-Leite Dupla": "Sacaleches Doble",
  "Sacos de Conservação de Leite": "Bolsas de Conservación de Leche",
  // louca-talheres
  "Conjunto de Talheres": "Set de Cubiertos",
  "Prato com Ventosa": "Plato con Ventosa",
  "Tigela de Silicone": "Cuenco de Silicona",
  "Copo de Aprendizagem": "Vaso de Aprendizaje",
  // biberoes-alimentacao
  "Biberão Anticólicas": "Biberón Anticólicos",
  "Biberão de Vidro": "Biberón de Cristal",
  "Tetina de Silicone (pack 2)": "Tetina de Silicona (pack de 2)",
  "Copo com Palhinha": "Vaso con Pajita",
  "Doseador de Leite em Pó": "Dosificador de Leche en Polvo",
  // esterilizador
  "Esterilizador a Vapor": "Esterilizador de Vapor",
  "Esterilizador para Micro-ondas": "Esterilizador para Microondas",
  "Esterilizador e Secador": "Esterilizador y Secador",
  "Aquecedor de Biberões": "Calentador de Biberones",
  // higiene-bebe
  "Escova de Cabelo Suave": "Cepillo de Pelo Suave",
  "Termómetro de Banho": "Termómetro de Baño",
  "Aspirador Nasal": "Aspirador Nasal",
  "Corta-Unhas de Segurança": "Cortaúñas de Seguridad",
  "Gel de Banho Suave": "Gel de Baño Suave",
  "Fraldas Descartáveis": "Pañales Desechables",
  "Fraldas-Cueca": "Pañales Braguita",
  // banheira
  "Banheira Ergonómica": "Bañera Ergonómica",
  "Banheira Dobrável": "Bañera Plegable",
  "Banheira com Termómetro": "Bañera con Termómetro",
  "Assento de Banho": "Asiento de Baño",
  // mudador-fraldas
  "Muda-Fraldas Portátil": "Cambiador Portátil",
  "Colchão Muda-Fraldas": "Colchón Cambiador",
  "Cómoda Muda-Fraldas": "Cómoda con Cambiador",
  "Muda-Fraldas de Viagem": "Cambiador de Viaje",
  // redutor-sanita
  "Redutor de Sanita": "Reductor de WC",
  "Redutor com Escada": "Reductor con Escalera",
  "Redutor de Sanita Dobrável": "Reductor de WC Plegable",
  "Redutor Acolchoado": "Reductor Acolchado",
  // orinol-bacio
  "Bacio Ergonómico": "Orinal Ergonómico",
  "Bacio Musical": "Orinal Musical",
  "Bacio de Viagem": "Orinal de Viaje",
  "Bacio 3 em 1": "Orinal 3 en 1",
  // centro-atividades
  "Centro de Atividades": "Centro de Actividades",
  "Tapete de Atividades": "Alfombra de Actividades",
  "Ginásio para Bebé": "Gimnasio para Bebé",
  "Mesa de Atividades": "Mesa de Actividades",
  // andarilhos
  "Andarilho Musical": "Andador Musical",
  "Andarilho de Madeira": "Andador de Madera",
  "Andarilho 2 em 1": "Andador 2 en 1",
  "Carrinho de Empurrar": "Carrito de Empuje",
  // brinquedos-educativos
  "Cubo de Atividades": "Cubo de Actividades",
  "Puzzle de Madeira": "Puzle de Madera",
  "Blocos de Encaixe": "Bloques Encajables",
  "Ábaco Colorido": "Ábaco de Colores",
  "Livro Sensorial de Pano": "Libro Sensorial de Tela",
  "Jogo de Formas": "Juego de Formas",
  // parque-chiqueirinho
  "Parque Dobrável": "Parque Plegable",
  "Parque de Atividades": "Parque de Actividades",
  "Cercado de Segurança": "Cercado de Seguridad",
  "Parque de Madeira": "Parque de Madera",
  // brinquedos-bebe
  "Roca Chocalho": "Sonajero",
  "Mordedor de Silicone": "Mordedor de Silicona",
  "Peluche Musical": "Peluche Musical",
  "Móbile de Berço": "Móvil de Cuna",
  "Brinquedo de Banho": "Juguete de Baño",
  // triciclos-bicicletas
  "Triciclo Evolutivo": "Triciclo Evolutivo",
  "Bicicleta sem Pedais": "Bicicleta sin Pedales",
  "Triciclo com Guiador": "Triciclo con Manillar",
  "Trotinete de 3 Rodas": "Patinete de 3 Ruedas",
  // mala-maternidade
  "Mala de Maternidade": "Maleta de Maternidad",
  "Mochila Muda-Fraldas": "Mochila Cambiador",
  "Saco Muda-Fraldas": "Bolso Cambiador",
  "Mala de Maternidade Térmica": "Maleta de Maternidad Térmica",
  // kit-higiene
  "Kit Higiene Recém-Nascido": "Kit de Higiene Recién Nacido",
  "Kit Manicure Bebé": "Kit de Manicura para Bebé",
  "Kit Banho Completo": "Kit de Baño Completo",
  "Kit Escova e Termómetro": "Kit Cepillo y Termómetro",
  // biberoes-enxoval
  "Conjunto de Biberões": "Set de Biberones",
  "Biberão Recém-Nascido": "Biberón Recién Nacido",
  "Escovilhão de Biberões": "Cepillo para Biberones",
  "Porta-Biberões Térmico": "Bolsa Térmica para Biberones",
  // banheira-muda-fraldas
  "Banheira com Muda-Fraldas": "Bañera con Cambiador",
  "Conjunto Banheira e Suporte": "Conjunto Bañera y Soporte",
  "Muda-Fraldas com Banheira Integrada": "Cambiador con Bañera Integrada",
  "Banheira com Tripé": "Bañera con Trípode",
  // roupas-bebe
  "Body de Recém-Nascido": "Body de Recién Nacido",
  "Babygrow de Algodão": "Pelele de Algodón",
  "Conjunto Casaquinho": "Conjunto con Chaquetita",
  "Calças com Pé": "Pantalón con Pie",
  "Gorro de Recém-Nascido": "Gorro de Recién Nacido",
};

/** Spanish names of the colours (VARIANTS and VARIANT_COLORS keys), by their Portuguese name. */
export const COLORS_ES: Record<string, string> = {
  Azul: "Azul",
  Rosa: "Rosa",
  Cinza: "Gris",
  Bege: "Beige",
  "Verde Menta": "Verde Menta",
  Branco: "Blanco",
  Amarelo: "Amarillo",
  Coral: "Coral",
  Lilás: "Lila",
  Natural: "Natural",
};

/** DESCRIPTION_LINES in Spanish, same order and length. */
export const DESCRIPTION_LINES_ES: readonly string[] = [
  "Pensado para la comodidad y la seguridad de tu bebé.",
  "Materiales de calidad europea, probados y certificados.",
  "Fácil de limpiar y de guardar.",
  "Ideal para el día a día y para regalar.",
  "Acabados suaves, sin aristas ni piezas sueltas.",
  "Fabricado con algodón y materiales hipoalergénicos.",
  "Ligero y práctico para llevar a todas partes.",
];

/** describeItem in Spanish: `${item} de la marca ${brand}.` or `${item} de la marca ${brand}, en color ${color lower-case}.` */
export const describeItemEs = (item: string, brand: string, color: string | null) =>
  color === null ? `${item} de la marca ${brand}.` : `${item} de la marca ${brand}, en color ${color.toLowerCase()}.`;

/** The safety warnings in Spanish, the same keys as WARNINGS (seed-vocabulary.ts). */
export const WARNINGS_ES: Record<keyof typeof WARNINGS, string> = {
  smallParts: "Advertencia: no conveniente para niños menores de 36 meses. Contiene piezas pequeñas que pueden ser ingeridas.",
  adult: "Utilizar bajo la vigilancia directa de un adulto.",
  drowning: "Advertencia: peligro de ahogamiento. No dejar nunca al niño solo en el agua, ni siquiera un instante.",
  stroller: "Conforme a la EN 1888.",
  harness: "Advertencia: no dejar nunca al niño sin vigilancia. Utilizar siempre el sistema de retención.",
  carSeat: "Homologada según el reglamento ECE R129 (i-Size).",
  airbag: "Advertencia: no instalar nunca en sentido contrario a la marcha en un asiento con airbag frontal activado.",
  fire: "Mantener alejado del fuego.",
  cot: "Conforme a la EN 716.",
  bouncer: "Conforme a la EN 12790. No utilizar cuando el niño ya pueda sentarse solo.",
  walker: "Conforme a la EN 1273. Advertencia: mantener al niño alejado de escaleras, escalones y fuentes de calor.",
  playpen: "Conforme a la EN 12227.",
  highChair: "Conforme a la EN 14988. Utilizar siempre el sistema de retención.",
  feeding: "Para la seguridad y la salud de su hijo: utilizar siempre bajo la vigilancia de un adulto. No utilizar nunca la tetina como chupete.",
  mobile: "Advertencia: retirar el móvil cuando el niño empiece a ponerse a gatas, para evitar lesiones por enredo.",
  ride: "Advertencia: utilizar con equipo de protección. No utilizar en la vía pública.",
};
