/**
 * Portuguese CP4 (the first four digits of a CTT postal code) ranges: district or autonomous region, and the
 * municipality (concelho) when the whole range lies in one that could be stated reliably, else null.
 *
 * CTT hands out CP4s in steps of five (4500 Espinho, 4505 Santa Maria da Feira, 4510 Gondomar …), with a
 * big-customer code four above its base (3004 Coimbra, 4764 Vila Nova de Famalicão), so ranges here are cut
 * on those steps. CP4s follow delivery areas, not municipal borders: some cross a border (2835 Moita and
 * Barreiro, 4815 Vizela and Guimarães, 3700 São João da Madeira and Santa Maria da Feira) and name no
 * municipality here; a few whose district could not be confirmed (4825) are left out, so they look up as null.
 *
 * Sources: CTT's postal-code file (todos_cp: district, municipality and locality for every CP4-CP3), as
 * republished in the public "codigos_postais" datasets (centraldedados/codigos_postais, kossak31/codigos_postais,
 * sorted by code with CTT's district and municipality numbers), against which a sample of rows was checked
 * (1000 Lisboa, 2380 Alcanena, 2750 Cascais, 3465 Tondela, 3660 São Pedro do Sul, 4520 Santa Maria da Feira,
 * 4585 Paredes, 4765 Vila Nova de Famalicão, 4805 Guimarães, 4970 Arcos de Valdevez, 7040 Arraiolos); the
 * Portuguese Wikipedia's parish pages ("Código postal": 2435 Caxarias in Ourém, 4745 Coronado in Trofa);
 * public address listings (3430 Carregal do Sal, 3560 Sátão, 3630 Penedono, 4455 and 4450 Matosinhos,
 * 4515 Gondomar, 4535 Santa Maria da Feira, 4580 Paredes, 4785 Trofa). The other rows follow
 * CTT's usual CP4 of each municipality and were not checked code by code: a municipality is named only
 * where no other one is known to share that CP4.
 */
export type PtPostalRange = readonly [from: number, to: number, district: string, municipality: string | null];

const AVR = "Aveiro";
const BJA = "Beja";
const BRG = "Braga";
const BGC = "Bragança";
const CTB = "Castelo Branco";
const CBR = "Coimbra";
const EVR = "Évora";
const FAR = "Faro";
const GRD = "Guarda";
const LRA = "Leiria";
const LSB = "Lisboa";
const PTG = "Portalegre";
const PRT = "Porto";
const STR = "Santarém";
const STB = "Setúbal";
const VCT = "Viana do Castelo";
const VRL = "Vila Real";
const VIS = "Viseu";
const MAD = "Região Autónoma da Madeira";
const ACO = "Região Autónoma dos Açores";

/** Sorted by `from`, never overlapping (tests/unit/postal-table.test.ts walks it). */
// biome-ignore format: several ranges a line, grouped by area, keep the table short enough to read and check
export const PT_POSTAL_RANGES: readonly PtPostalRange[] = [
  // 1xxx Lisboa city, with the edges of Oeiras (1495 Algés), Odivelas (1675 Pontinha, 1685 Caneças) and Loures (1885 Moscavide)
  [1000, 1494, LSB, "Lisboa"], [1495, 1499, LSB, "Oeiras"], [1500, 1674, LSB, "Lisboa"], [1675, 1689, LSB, "Odivelas"],
  [1690, 1884, LSB, "Lisboa"], [1885, 1889, LSB, "Loures"], [1890, 1989, LSB, "Lisboa"], [1990, 1999, LSB, null],
  // 2000-2399 Ribatejo (Azambuja, 2050-2069, is in the Lisboa district)
  [2000, 2029, STR, "Santarém"], [2030, 2039, STR, null], [2040, 2049, STR, "Rio Maior"], [2050, 2069, LSB, "Azambuja"],
  [2070, 2079, STR, "Cartaxo"], [2080, 2089, STR, "Almeirim"], [2090, 2099, STR, "Alpiarça"], [2100, 2119, STR, "Coruche"],
  [2120, 2129, STR, "Salvaterra de Magos"], [2130, 2139, STR, "Benavente"], [2140, 2149, STR, "Chamusca"], [2150, 2159, STR, "Golegã"],
  [2160, 2199, STR, null], [2200, 2229, STR, "Abrantes"], [2230, 2239, STR, null], [2240, 2249, STR, "Ferreira do Zêzere"],
  [2250, 2259, STR, "Constância"], [2260, 2269, STR, "Vila Nova da Barquinha"], [2270, 2299, STR, null], [2300, 2329, STR, "Tomar"],
  [2330, 2339, STR, "Entroncamento"], [2340, 2349, STR, null], [2350, 2359, STR, "Torres Novas"], [2360, 2379, STR, null],
  [2380, 2399, STR, "Alcanena"],
  // 2400-2599 Leiria and the Oeste, with Ourém (2435, 2490-2499) in Santarém and Lourinhã, Cadaval, Torres Vedras … in Lisboa
  [2400, 2429, LRA, "Leiria"], [2430, 2434, LRA, "Marinha Grande"], [2435, 2439, STR, "Ourém"], [2440, 2444, LRA, "Batalha"],
  [2445, 2449, LRA, "Alcobaça"], [2450, 2459, LRA, "Nazaré"], [2460, 2479, LRA, "Alcobaça"], [2480, 2489, LRA, "Porto de Mós"],
  [2490, 2499, STR, "Ourém"], [2500, 2509, LRA, "Caldas da Rainha"], [2510, 2519, LRA, "Óbidos"], [2520, 2529, LRA, "Peniche"],
  [2530, 2539, LSB, "Lourinhã"], [2540, 2549, LRA, "Bombarral"], [2550, 2559, LSB, "Cadaval"], [2560, 2579, LSB, "Torres Vedras"],
  [2580, 2589, LSB, "Alenquer"], [2590, 2599, LSB, "Sobral de Monte Agraço"],
  // 2600-2799 around Lisboa
  [2600, 2604, LSB, "Vila Franca de Xira"], [2605, 2609, LSB, "Sintra"], [2610, 2614, LSB, "Amadora"], [2615, 2619, LSB, "Vila Franca de Xira"],
  [2620, 2624, LSB, "Odivelas"], [2625, 2629, LSB, "Vila Franca de Xira"], [2630, 2634, LSB, "Arruda dos Vinhos"], [2635, 2639, LSB, "Sintra"],
  [2640, 2644, LSB, "Mafra"], [2645, 2649, LSB, "Cascais"], [2650, 2654, LSB, "Amadora"], [2655, 2659, LSB, "Mafra"],
  [2660, 2664, LSB, "Loures"], [2665, 2669, LSB, "Mafra"], [2670, 2674, LSB, "Loures"], [2675, 2679, LSB, "Odivelas"],
  [2680, 2699, LSB, "Loures"], [2700, 2704, LSB, "Amadora"], [2705, 2719, LSB, "Sintra"], [2720, 2724, LSB, "Amadora"],
  [2725, 2729, LSB, "Sintra"], [2730, 2734, LSB, "Oeiras"], [2735, 2739, LSB, "Sintra"], [2740, 2744, LSB, "Oeiras"],
  [2745, 2749, LSB, "Sintra"], [2750, 2759, LSB, "Cascais"], [2760, 2764, LSB, "Oeiras"], [2765, 2769, LSB, "Cascais"],
  [2770, 2774, LSB, "Oeiras"], [2775, 2779, LSB, "Cascais"], [2780, 2784, LSB, "Oeiras"], [2785, 2789, LSB, "Cascais"],
  [2790, 2799, LSB, "Oeiras"],
  // 2800-2999 Setúbal peninsula
  [2800, 2829, STB, "Almada"], [2830, 2834, STB, "Barreiro"], [2835, 2839, STB, null], [2840, 2859, STB, "Seixal"],
  [2860, 2864, STB, "Moita"], [2865, 2869, STB, "Seixal"], [2870, 2889, STB, "Montijo"], [2890, 2899, STB, "Alcochete"],
  [2900, 2949, STB, "Setúbal"], [2950, 2969, STB, "Palmela"], [2970, 2979, STB, "Sesimbra"], [2980, 2999, STB, null],
  // 3000-3429 Coimbra, with Mealhada (3050) in Aveiro and Pombal, Ansião … Castanheira de Pera in Leiria
  [3000, 3049, CBR, "Coimbra"], [3050, 3059, AVR, "Mealhada"], [3060, 3069, CBR, "Cantanhede"], [3070, 3079, CBR, "Mira"],
  [3080, 3099, CBR, "Figueira da Foz"], [3100, 3109, LRA, "Pombal"], [3130, 3139, CBR, "Soure"], [3140, 3149, CBR, "Montemor-o-Velho"],
  [3150, 3159, CBR, "Condeixa-a-Nova"], [3200, 3219, CBR, "Lousã"], [3220, 3229, CBR, "Miranda do Corvo"], [3230, 3239, CBR, "Penela"],
  [3240, 3249, LRA, "Ansião"], [3250, 3259, LRA, "Alvaiázere"], [3260, 3269, LRA, "Figueiró dos Vinhos"], [3270, 3279, LRA, "Pedrógão Grande"],
  [3280, 3289, LRA, "Castanheira de Pera"], [3300, 3319, CBR, "Arganil"], [3320, 3329, CBR, "Pampilhosa da Serra"], [3330, 3339, CBR, "Góis"],
  [3350, 3359, CBR, "Vila Nova de Poiares"], [3360, 3369, CBR, "Penacova"], [3400, 3419, CBR, "Oliveira do Hospital"], [3420, 3429, CBR, "Tábua"],
  // 3430-3699 Viseu, with Aguiar da Beira (3570) in Guarda
  [3430, 3439, VIS, "Carregal do Sal"], [3440, 3449, VIS, "Santa Comba Dão"], [3450, 3459, VIS, "Mortágua"], [3460, 3479, VIS, "Tondela"],
  [3500, 3519, VIS, "Viseu"], [3520, 3529, VIS, "Nelas"], [3530, 3549, VIS, "Mangualde"], [3550, 3559, VIS, "Penalva do Castelo"],
  [3560, 3569, VIS, "Sátão"], [3570, 3579, GRD, "Aguiar da Beira"], [3600, 3609, VIS, "Castro Daire"], [3610, 3619, VIS, "Tarouca"],
  [3620, 3629, VIS, "Moimenta da Beira"], [3630, 3639, VIS, "Penedono"], [3640, 3649, VIS, "Sernancelhe"], [3650, 3659, VIS, "Vila Nova de Paiva"],
  [3660, 3669, VIS, "São Pedro do Sul"], [3670, 3679, VIS, "Vouzela"], [3680, 3699, VIS, "Oliveira de Frades"],
  // 3700-3899 Aveiro
  [3700, 3719, AVR, null], [3720, 3729, AVR, "Oliveira de Azeméis"], [3730, 3739, AVR, "Vale de Cambra"], [3740, 3749, AVR, "Sever do Vouga"],
  [3750, 3769, AVR, "Águeda"], [3770, 3779, AVR, "Oliveira do Bairro"], [3780, 3799, AVR, "Anadia"], [3800, 3829, AVR, "Aveiro"],
  [3830, 3839, AVR, "Ílhavo"], [3840, 3849, AVR, "Vagos"], [3850, 3859, AVR, "Albergaria-a-Velha"], [3860, 3869, AVR, "Estarreja"],
  [3870, 3879, AVR, "Murtosa"], [3880, 3899, AVR, "Ovar"],
  // 4000-4699 Porto, with Espinho, Santa Maria da Feira, Arouca and Castelo de Paiva in Aveiro and Resende, Cinfães in Viseu
  [4000, 4399, PRT, "Porto"], [4400, 4419, PRT, "Vila Nova de Gaia"], [4420, 4424, PRT, "Gondomar"], [4425, 4429, PRT, "Maia"],
  [4430, 4434, PRT, "Vila Nova de Gaia"], [4435, 4439, PRT, "Gondomar"], [4440, 4449, PRT, "Valongo"], [4450, 4469, PRT, "Matosinhos"],
  [4470, 4479, PRT, "Maia"], [4480, 4489, PRT, "Vila do Conde"], [4490, 4499, PRT, "Póvoa de Varzim"], [4500, 4504, AVR, "Espinho"],
  [4505, 4509, AVR, "Santa Maria da Feira"], [4510, 4519, PRT, "Gondomar"], [4520, 4539, AVR, "Santa Maria da Feira"], [4540, 4549, AVR, "Arouca"],
  [4550, 4559, AVR, "Castelo de Paiva"], [4560, 4569, PRT, "Penafiel"], [4570, 4579, PRT, null], [4580, 4589, PRT, "Paredes"],
  [4590, 4599, PRT, "Paços de Ferreira"], [4600, 4609, PRT, "Amarante"], [4610, 4614, PRT, "Felgueiras"], [4615, 4619, PRT, null],
  [4620, 4624, PRT, "Lousada"], [4625, 4629, PRT, null], [4630, 4634, PRT, "Marco de Canaveses"], [4635, 4639, PRT, null],
  [4640, 4649, PRT, "Baião"], [4650, 4659, PRT, null], [4660, 4669, VIS, "Resende"], [4690, 4699, VIS, "Cinfães"],
  // 4700-4899 Braga, with Trofa and Santo Tirso (4745, 4780-4799) in Porto and Ribeira de Pena, Mondim de Basto in Vila Real
  [4700, 4719, BRG, "Braga"], [4720, 4729, BRG, "Amares"], [4730, 4739, BRG, "Vila Verde"], [4740, 4744, BRG, "Esposende"],
  [4745, 4749, PRT, "Trofa"], [4750, 4759, BRG, "Barcelos"], [4760, 4774, BRG, "Vila Nova de Famalicão"], [4775, 4779, BRG, null],
  [4780, 4784, PRT, "Santo Tirso"], [4785, 4789, PRT, "Trofa"], [4790, 4794, PRT, null], [4795, 4799, PRT, "Santo Tirso"],
  [4800, 4814, BRG, "Guimarães"], [4815, 4819, BRG, null], [4820, 4824, BRG, "Fafe"], [4830, 4834, BRG, "Póvoa de Lanhoso"],
  [4835, 4839, BRG, "Guimarães"], [4840, 4849, BRG, "Terras de Bouro"], [4850, 4859, BRG, "Vieira do Minho"], [4860, 4869, BRG, "Cabeceiras de Basto"],
  [4870, 4879, VRL, "Ribeira de Pena"], [4880, 4889, VRL, "Mondim de Basto"], [4890, 4899, BRG, "Celorico de Basto"],
  // 4900-4999 Viana do Castelo
  [4900, 4909, VCT, "Viana do Castelo"], [4910, 4919, VCT, "Caminha"], [4920, 4924, VCT, "Vila Nova de Cerveira"], [4925, 4929, VCT, null],
  [4930, 4934, VCT, "Valença"], [4935, 4939, VCT, null], [4940, 4949, VCT, "Paredes de Coura"], [4950, 4959, VCT, "Monção"],
  [4960, 4969, VCT, "Melgaço"], [4970, 4979, VCT, "Arcos de Valdevez"], [4980, 4989, VCT, "Ponte da Barca"], [4990, 4999, VCT, "Ponte de Lima"],
  // 5000-5499 Trás-os-Montes and the Douro, with Lamego … São João da Pesqueira in Viseu and Foz Côa in Guarda
  [5000, 5029, VRL, "Vila Real"], [5030, 5039, VRL, "Santa Marta de Penaguião"], [5040, 5049, VRL, "Mesão Frio"], [5050, 5059, VRL, "Peso da Régua"],
  [5060, 5069, VRL, "Sabrosa"], [5070, 5089, VRL, "Alijó"], [5090, 5099, VRL, "Murça"], [5100, 5109, VIS, "Lamego"],
  [5110, 5119, VIS, "Armamar"], [5120, 5129, VIS, "Tabuaço"], [5130, 5139, VIS, "São João da Pesqueira"], [5140, 5149, BGC, "Carrazeda de Ansiães"],
  [5150, 5159, GRD, "Vila Nova de Foz Côa"], [5160, 5179, BGC, "Torre de Moncorvo"], [5180, 5199, BGC, "Freixo de Espada à Cinta"],
  [5200, 5209, BGC, "Mogadouro"], [5210, 5219, BGC, "Miranda do Douro"], [5220, 5229, BGC, null], [5230, 5239, BGC, "Vimioso"],
  [5300, 5319, BGC, "Bragança"],
  [5320, 5339, BGC, "Vinhais"], [5340, 5349, BGC, "Macedo de Cavaleiros"], [5350, 5359, BGC, "Alfândega da Fé"], [5360, 5369, BGC, "Vila Flor"],
  [5370, 5399, BGC, "Mirandela"], [5400, 5409, VRL, "Chaves"], [5410, 5429, VRL, null], [5430, 5449, VRL, "Valpaços"],
  [5450, 5459, VRL, "Vila Pouca de Aguiar"], [5460, 5469, VRL, "Boticas"], [5470, 5479, VRL, "Montalegre"],
  // 6000-6499 Beira Interior, with Gavião and Nisa in Portalegre and Mação in Santarém
  [6000, 6029, CTB, "Castelo Branco"], [6030, 6039, CTB, "Vila Velha de Ródão"], [6040, 6049, PTG, "Gavião"], [6050, 6059, PTG, "Nisa"],
  [6060, 6089, CTB, "Idanha-a-Nova"], [6090, 6099, CTB, "Penamacor"], [6100, 6109, CTB, "Sertã"], [6110, 6119, CTB, "Vila de Rei"],
  [6120, 6149, STR, "Mação"], [6150, 6159, CTB, "Proença-a-Nova"], [6160, 6199, CTB, "Oleiros"], [6200, 6214, CTB, "Covilhã"],
  [6215, 6229, CTB, null], [6230, 6249, CTB, "Fundão"], [6250, 6259, CTB, "Belmonte"], [6260, 6269, GRD, "Manteigas"],
  [6270, 6279, GRD, "Seia"], [6280, 6289, GRD, null], [6290, 6299, GRD, "Gouveia"], [6300, 6319, GRD, "Guarda"],
  [6320, 6349, GRD, "Sabugal"], [6350, 6359, GRD, "Almeida"], [6360, 6369, GRD, "Celorico da Beira"], [6370, 6399, GRD, "Fornos de Algodres"],
  [6400, 6419, GRD, "Pinhel"], [6420, 6429, GRD, "Trancoso"], [6430, 6439, GRD, "Mêda"], [6440, 6499, GRD, "Figueira de Castelo Rodrigo"],
  // 7000-7299 Évora, with Barrancos (7230) in Beja
  [7000, 7039, EVR, "Évora"], [7040, 7049, EVR, "Arraiolos"], [7050, 7079, EVR, "Montemor-o-Novo"], [7080, 7089, EVR, "Vendas Novas"],
  [7090, 7099, EVR, "Viana do Alentejo"], [7100, 7149, EVR, "Estremoz"], [7150, 7159, EVR, "Borba"], [7160, 7169, EVR, "Vila Viçosa"],
  [7170, 7199, EVR, "Redondo"], [7200, 7219, EVR, "Reguengos de Monsaraz"], [7220, 7229, EVR, "Portel"], [7230, 7239, BJA, "Barrancos"],
  [7240, 7249, EVR, "Mourão"], [7250, 7299, EVR, "Alandroal"],
  // 7300-7499 Portalegre, with Mora (7490) in Évora
  [7300, 7319, PTG, "Portalegre"], [7320, 7329, PTG, "Castelo de Vide"], [7330, 7339, PTG, "Marvão"], [7340, 7349, PTG, "Arronches"],
  [7350, 7369, PTG, "Elvas"], [7370, 7399, PTG, "Campo Maior"], [7400, 7429, PTG, "Ponte de Sor"], [7430, 7439, PTG, "Crato"],
  [7440, 7449, PTG, "Alter do Chão"], [7450, 7459, PTG, "Monforte"], [7460, 7469, PTG, "Fronteira"], [7470, 7479, PTG, "Sousel"],
  [7480, 7489, PTG, "Avis"], [7490, 7499, EVR, "Mora"],
  // 7500-7599 Alentejo coast (Setúbal), 7600-7999 Beja
  [7500, 7519, STB, "Santiago do Cacém"], [7520, 7539, STB, "Sines"], [7540, 7569, STB, "Santiago do Cacém"], [7570, 7579, STB, "Grândola"],
  [7580, 7599, STB, "Alcácer do Sal"], [7600, 7629, BJA, "Aljustrel"], [7630, 7669, BJA, "Odemira"], [7670, 7699, BJA, "Ourique"],
  [7700, 7749, BJA, "Almodôvar"], [7750, 7779, BJA, "Mértola"], [7780, 7799, BJA, "Castro Verde"], [7800, 7829, BJA, "Beja"],
  [7830, 7859, BJA, "Serpa"], [7860, 7899, BJA, "Moura"], [7900, 7919, BJA, "Ferreira do Alentejo"], [7920, 7939, BJA, "Alvito"],
  [7940, 7959, BJA, "Cuba"], [7960, 7999, BJA, "Vidigueira"],
  // 8000-8999 Algarve (Faro)
  [8000, 8099, FAR, "Faro"], [8100, 8149, FAR, "Loulé"], [8150, 8199, FAR, "São Brás de Alportel"], [8200, 8299, FAR, "Albufeira"],
  [8300, 8399, FAR, "Silves"], [8400, 8499, FAR, "Lagoa"], [8500, 8549, FAR, "Portimão"], [8550, 8599, FAR, "Monchique"],
  [8600, 8649, FAR, "Lagos"], [8650, 8669, FAR, "Vila do Bispo"], [8670, 8699, FAR, "Aljezur"], [8700, 8799, FAR, "Olhão"],
  [8800, 8899, FAR, "Tavira"], [8900, 8949, FAR, "Vila Real de Santo António"], [8950, 8969, FAR, "Castro Marim"], [8970, 8999, FAR, "Alcoutim"],
  // 9000-9499 Madeira (9400 Porto Santo)
  [9000, 9099, MAD, "Funchal"], [9100, 9199, MAD, "Santa Cruz"], [9200, 9229, MAD, "Machico"], [9230, 9239, MAD, "Santana"],
  [9240, 9269, MAD, "São Vicente"], [9270, 9299, MAD, "Porto Moniz"], [9300, 9349, MAD, "Câmara de Lobos"], [9350, 9359, MAD, "Ribeira Brava"],
  [9360, 9369, MAD, "Ponta do Sol"], [9370, 9379, MAD, "Calheta"], [9380, 9399, MAD, null], [9400, 9499, MAD, "Porto Santo"],
  // 9500-9999 Açores: São Miguel, Santa Maria, Terceira, São Jorge, Graciosa, Faial, Pico, Flores, Corvo
  [9500, 9559, ACO, "Ponta Delgada"], [9560, 9569, ACO, "Lagoa"], [9570, 9579, ACO, null], [9580, 9589, ACO, "Vila do Porto"],
  [9590, 9599, ACO, null], [9600, 9629, ACO, "Ribeira Grande"], [9630, 9649, ACO, "Nordeste"], [9650, 9679, ACO, "Povoação"],
  [9680, 9699, ACO, "Vila Franca do Campo"], [9700, 9759, ACO, "Angra do Heroísmo"], [9760, 9799, ACO, "Praia da Vitória"], [9800, 9849, ACO, "Velas"],
  [9850, 9879, ACO, "Calheta"], [9880, 9899, ACO, "Santa Cruz da Graciosa"], [9900, 9929, ACO, "Horta"], [9930, 9939, ACO, "Lajes do Pico"],
  [9940, 9949, ACO, "São Roque do Pico"], [9950, 9959, ACO, "Madalena"], [9960, 9969, ACO, "Lajes das Flores"], [9970, 9979, ACO, "Santa Cruz das Flores"],
  [9980, 9999, ACO, "Corvo"],
];
