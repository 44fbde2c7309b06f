/** Product vocabulary per subcategory for the demo catalogue: base names and a price range in euro. */
export interface SubcategoryVocabulary {
  items: string[];
  price: [number, number];
  hue: number;
}

export const VOCABULARY: Record<string, SubcategoryVocabulary> = {
  "cobertores-mantas": {
    items: ["Manta de Algodão", "Cobertor de Malha", "Manta Polar", "Cobertor Tricotado", "Manta de Musselina"],
    price: [14, 59],
    hue: 200,
  },
  "fraldas-pano-toalhas": {
    items: ["Fraldas de Pano (pack 5)", "Fralda de Musselina", "Toalhinhas de Boca", "Fraldas de Algodão Orgânico"],
    price: [6, 29],
    hue: 190,
  },
  "toalhas-capuz": {
    items: ["Toalha com Capuz Ursinho", "Toalha de Banho com Capuz", "Capa de Banho Coelhinho", "Toalha com Capuz Estrelas"],
    price: [12, 34],
    hue: 180,
  },
  "kits-higiene": { items: ["Kit Higiene Porcelana", "Kit Higiene Madeira", "Kit Escova e Pente", "Kit Cuidados do Bebé"], price: [15, 69], hue: 170 },
  "necessaires-organizadores": {
    items: ["Necessaire Impermeável", "Organizador de Berço", "Bolsa Organizadora", "Necessaire Térmica"],
    price: [9, 39],
    hue: 160,
  },
  "itens-maternidade": { items: ["Saco de Maternidade", "Camisa de Amamentação", "Soutien de Amamentação", "Almofada de Gravidez"], price: [12, 79], hue: 340 },
  "caixas-lembranca-albuns": {
    items: ["Caixa de Lembranças", "Caixa de Memórias em Madeira", "Caixa do Primeiro Dente", "Baú de Recordações"],
    price: [14, 49],
    hue: 30,
  },
  "albuns-recordacoes": { items: ["Álbum do Bebé", "Livro de Recordações", "Álbum de Fotografias", "Diário do Primeiro Ano"], price: [16, 45], hue: 40 },
  "berco-portatil": { items: ["Berço Portátil Dobrável", "Berço de Viagem", "Berço Co-Sleeping", "Berço Portátil com Trocador"], price: [79, 289], hue: 220 },
  "espreguicadeira-rede": {
    items: ["Espreguiçadeira Vibratória", "Espreguiçadeira Ergonómica", "Rede de Descanso para Bebé", "Cadeira Baloiço"],
    price: [39, 199],
    hue: 230,
  },
  "baby-monitor": {
    items: ["Intercomunicador Áudio", "Intercomunicador com Vídeo", "Monitor de Respiração", "Câmara de Vigilância Wi-Fi"],
    price: [29, 249],
    hue: 240,
  },
  "carrinhos-bebe": {
    items: ["Carrinho de Passeio Compacto", "Carrinho Trio", "Carrinho Duo", "Carrinho de Bebé Leve", "Carrinho para Gémeos"],
    price: [149, 799],
    hue: 250,
  },
  "cadeira-auto": { items: ["Cadeira Auto Grupo 0+", "Cadeira Auto Isofix", "Cadeira Auto Giratória 360°", "Alcofa Auto"], price: [89, 449], hue: 260 },
  "acessorios-passeio": {
    items: ["Saco de Carrinho", "Guarda-Chuva de Carrinho", "Organizador de Carrinho", "Capa de Chuva Universal", "Mosquiteiro de Carrinho"],
    price: [8, 59],
    hue: 270,
  },
  "bodies-macacoes": {
    items: ["Body Manga Curta", "Body Manga Comprida", "Macacão de Algodão", "Babygrow Estampado", "Macacão Canelado"],
    price: [7, 29],
    hue: 330,
  },
  "conjuntinhos-kits": {
    items: ["Conjunto Calça e Body", "Kit 3 Peças Recém-Nascido", "Conjunto de Malha", "Conjunto Saída de Maternidade"],
    price: [15, 49],
    hue: 320,
  },
  "vestidos-saias": { items: ["Vestido de Algodão", "Vestido Floral", "Saia de Tule", "Vestido de Festa", "Vestido Bordado"], price: [14, 45], hue: 310 },
  "camisetas-calcas": { items: ["T-shirt Estampada", "Calças de Fato de Treino", "Leggings de Algodão", "Calças de Ganga Macias"], price: [8, 29], hue: 300 },
  "pijamas-roupas-dormir": { items: ["Pijama de Algodão", "Saco de Dormir", "Pijama Aveludado", "Pijama de Manga Comprida"], price: [12, 39], hue: 290 },
  "roupas-inverno": { items: ["Casaco Acolchoado", "Gorro de Lã", "Macacão de Neve", "Camisola de Tricô", "Luvas sem Dedos"], price: [9, 69], hue: 280 },
  "moda-praia-verao": { items: ["Fato de Banho UV", "Chapéu de Sol", "Calções de Banho", "Vestido de Verão"], price: [9, 29], hue: 50 },
  "meias-acessorios": {
    items: [
      "Meias Antiderrapantes (pack 3)",
      "Fita de Cabelo",
      "Babete Impermeável",
      "Luvas de Recém-Nascido",
      "Sapatinhos de Malha",
      "Botinhas de Pele",
      "Pantufas Antiderrapantes",
    ],
    price: [4, 15],
    hue: 60,
  },
  "cadeira-refeicao": {
    items: ["Cadeira de Refeição Evolutiva", "Cadeira de Refeição Dobrável", "Elevador de Cadeira", "Cadeira de Refeição em Madeira"],
    price: [39, 259],
    hue: 20,
  },
  "almofada-amamentacao": {
    items: ["Almofada de Amamentação", "Almofada em Forma de C", "Almofada Multifunções", "Capa para Almofada de Amamentação"],
    price: [19, 59],
    hue: 10,
  },
  "bomba-tira-leite": {
    items: ["Bomba Tira-Leite Elétrica", "Bomba Tira-Leite Manual", "Bomba Tira-Leite Dupla", "Sacos de Conservação de Leite"],
    price: [12, 229],
    hue: 0,
  },
  "louca-talheres": { items: ["Conjunto de Talheres", "Prato com Ventosa", "Tigela de Silicone", "Copo de Aprendizagem"], price: [5, 25], hue: 15 },
  "biberoes-alimentacao": {
    items: ["Biberão Anticólicas", "Biberão de Vidro", "Tetina de Silicone (pack 2)", "Copo com Palhinha", "Doseador de Leite em Pó"],
    price: [5, 29],
    hue: 25,
  },
  esterilizador: {
    items: ["Esterilizador a Vapor", "Esterilizador para Micro-ondas", "Esterilizador e Secador", "Aquecedor de Biberões"],
    price: [24, 129],
    hue: 35,
  },
  "higiene-bebe": {
    items: [
      "Escova de Cabelo Suave",
      "Termómetro de Banho",
      "Aspirador Nasal",
      "Corta-Unhas de Segurança",
      "Gel de Banho Suave",
      "Fraldas Descartáveis",
      "Fraldas-Cueca",
    ],
    price: [4, 35],
    hue: 185,
  },
  banheira: { items: ["Banheira Ergonómica", "Banheira Dobrável", "Banheira com Termómetro", "Assento de Banho"], price: [19, 89], hue: 195 },
  "mudador-fraldas": { items: ["Muda-Fraldas Portátil", "Colchão Muda-Fraldas", "Cómoda Muda-Fraldas", "Muda-Fraldas de Viagem"], price: [14, 189], hue: 205 },
  "redutor-sanita": { items: ["Redutor de Sanita", "Redutor com Escada", "Redutor de Sanita Dobrável", "Redutor Acolchoado"], price: [9, 39], hue: 210 },
  "orinol-bacio": { items: ["Bacio Ergonómico", "Bacio Musical", "Bacio de Viagem", "Bacio 3 em 1"], price: [8, 35], hue: 215 },
  "centro-atividades": { items: ["Centro de Atividades", "Tapete de Atividades", "Ginásio para Bebé", "Mesa de Atividades"], price: [24, 129], hue: 100 },
  andarilhos: { items: ["Andarilho Musical", "Andarilho de Madeira", "Andarilho 2 em 1", "Carrinho de Empurrar"], price: [29, 99], hue: 110 },
  "brinquedos-educativos": {
    items: ["Cubo de Atividades", "Puzzle de Madeira", "Blocos de Encaixe", "Ábaco Colorido", "Livro Sensorial de Pano", "Jogo de Formas"],
    price: [9, 59],
    hue: 120,
  },
  "parque-chiqueirinho": { items: ["Parque Dobrável", "Parque de Atividades", "Cercado de Segurança", "Parque de Madeira"], price: [49, 199], hue: 130 },
  "brinquedos-bebe": { items: ["Roca Chocalho", "Mordedor de Silicone", "Peluche Musical", "Móbile de Berço", "Brinquedo de Banho"], price: [5, 39], hue: 140 },
  "triciclos-bicicletas": { items: ["Triciclo Evolutivo", "Bicicleta sem Pedais", "Triciclo com Guiador", "Trotinete de 3 Rodas"], price: [39, 179], hue: 150 },
  "mala-maternidade": {
    items: ["Mala de Maternidade", "Mochila Muda-Fraldas", "Saco Muda-Fraldas", "Mala de Maternidade Térmica"],
    price: [29, 119],
    hue: 350,
  },
  "kit-higiene": { items: ["Kit Higiene Recém-Nascido", "Kit Manicure Bebé", "Kit Banho Completo", "Kit Escova e Termómetro"], price: [14, 49], hue: 355 },
  "biberoes-enxoval": { items: ["Conjunto de Biberões", "Biberão Recém-Nascido", "Escovilhão de Biberões", "Porta-Biberões Térmico"], price: [7, 45], hue: 5 },
  "banheira-muda-fraldas": {
    items: ["Banheira com Muda-Fraldas", "Conjunto Banheira e Suporte", "Muda-Fraldas com Banheira Integrada", "Banheira com Tripé"],
    price: [59, 229],
    hue: 45,
  },
  "roupas-bebe": {
    items: ["Body de Recém-Nascido", "Babygrow de Algodão", "Conjunto Casaquinho", "Calças com Pé", "Gorro de Recém-Nascido"],
    price: [6, 35],
    hue: 315,
  },
};

export const VARIANTS = ["Azul", "Rosa", "Cinza", "Bege", "Verde Menta", "Branco", "Amarelo", "Coral", "Lilás", "Natural"];
export const BRANDS = ["Pequenito", "Bebé Feliz", "Ninho", "Algodão Doce", "Lua Cheia", "Nuvem", "Carinho", "Sol Nascente"];

export const DESCRIPTION_LINES = [
  "Pensado para o conforto e a segurança do seu bebé.",
  "Materiais de qualidade europeia, testados e certificados.",
  "Fácil de limpar e de guardar.",
  "Ideal para o dia a dia e para oferecer.",
  "Acabamentos suaves, sem arestas nem peças soltas.",
  "Produzido com algodão e materiais hipoalergénicos.",
  "Leve e prático para levar para todo o lado.",
];

/** Warnings as the label says them, in Portuguese (the shop's language). */
export const WARNINGS = {
  smallParts: "Atenção: não adequado a crianças com menos de 36 meses. Contém peças pequenas que podem ser engolidas.",
  adult: "Utilizar sob a vigilância direta de um adulto.",
  drowning: "Atenção: perigo de afogamento. Nunca deixar a criança sozinha na água, nem por um instante.",
  stroller: "Conforme a EN 1888.",
  harness: "Atenção: nunca deixar a criança sem vigilância. Utilizar sempre o sistema de retenção.",
  carSeat: "Homologado segundo o regulamento ECE R129 (i-Size).",
  airbag: "Atenção: nunca instalar virada para trás num banco com airbag frontal ativo.",
  fire: "Manter afastado do fogo.",
  cot: "Conforme a EN 716.",
  bouncer: "Conforme a EN 12790. Não utilizar quando a criança já se consegue sentar sozinha.",
  walker: "Conforme a EN 1273. Atenção: manter a criança afastada de escadas, degraus e fontes de calor.",
  playpen: "Conforme a EN 12227.",
  highChair: "Conforme a EN 14988. Utilizar sempre o sistema de retenção.",
  feeding: "Para a segurança e saúde do seu filho: utilizar sempre sob a vigilância de um adulto. Nunca utilizar a tetina como chupeta.",
  mobile: "Atenção: retirar o móbile quando a criança começar a pôr-se de gatas, para evitar ferimentos por enredamento.",
  ride: "Atenção: utilizar com equipamento de proteção. Não utilizar na via pública.",
} as const;
