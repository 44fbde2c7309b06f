/**
 * Spanish provinces by the first two digits of a postal code (Correos; the same numbers as INE's province
 * codes, 01 Álava … 50 Zaragoza, 51 Ceuta, 52 Melilla), each with its capital city.
 *
 * Names: the official name in Spanish; where the official name is bilingual (Araba/Álava, Alicante/Alacant,
 * Castellón/Castelló, Valencia/València) its Spanish half; where the law made the name in the other language
 * the only official one (A Coruña, Ourense, Girona, Lleida, Illes Balears, Gipuzkoa, Bizkaia), that name.
 * Capitals follow the same rule (Vitoria-Gasteiz and Donostia-San Sebastián keep their usual double names).
 *
 * Sources: INE, "Relación de provincias" (codes and official names); Correos' postal-code structure (two digits
 * of province; a third digit 0 for the provincial capital, as in 28001–28055 Madrid or 08001–08042 Barcelona).
 */
export const ES_PROVINCES: readonly (readonly [province: string, capital: string])[] = [
  ["Álava", "Vitoria-Gasteiz"], // 01
  ["Albacete", "Albacete"],
  ["Alicante", "Alicante"],
  ["Almería", "Almería"],
  ["Ávila", "Ávila"], // 05
  ["Badajoz", "Badajoz"],
  ["Illes Balears", "Palma"],
  ["Barcelona", "Barcelona"],
  ["Burgos", "Burgos"],
  ["Cáceres", "Cáceres"], // 10
  ["Cádiz", "Cádiz"],
  ["Castellón", "Castellón de la Plana"],
  ["Ciudad Real", "Ciudad Real"],
  ["Córdoba", "Córdoba"],
  ["A Coruña", "A Coruña"], // 15
  ["Cuenca", "Cuenca"],
  ["Girona", "Girona"],
  ["Granada", "Granada"],
  ["Guadalajara", "Guadalajara"],
  ["Gipuzkoa", "Donostia-San Sebastián"], // 20
  ["Huelva", "Huelva"],
  ["Huesca", "Huesca"],
  ["Jaén", "Jaén"],
  ["León", "León"],
  ["Lleida", "Lleida"], // 25
  ["La Rioja", "Logroño"],
  ["Lugo", "Lugo"],
  ["Madrid", "Madrid"],
  ["Málaga", "Málaga"],
  ["Murcia", "Murcia"], // 30
  ["Navarra", "Pamplona"],
  ["Ourense", "Ourense"],
  ["Asturias", "Oviedo"],
  ["Palencia", "Palencia"],
  ["Las Palmas", "Las Palmas de Gran Canaria"], // 35
  ["Pontevedra", "Pontevedra"],
  ["Salamanca", "Salamanca"],
  ["Santa Cruz de Tenerife", "Santa Cruz de Tenerife"],
  ["Cantabria", "Santander"],
  ["Segovia", "Segovia"], // 40
  ["Sevilla", "Sevilla"],
  ["Soria", "Soria"],
  ["Tarragona", "Tarragona"],
  ["Teruel", "Teruel"],
  ["Toledo", "Toledo"], // 45
  ["Valencia", "Valencia"],
  ["Valladolid", "Valladolid"],
  ["Bizkaia", "Bilbao"],
  ["Zamora", "Zamora"],
  ["Zaragoza", "Zaragoza"], // 50
  ["Ceuta", "Ceuta"],
  ["Melilla", "Melilla"], // 52
];

/** Ceuta and Melilla are each one municipality (autonomous cities): every code of theirs is the city itself. */
export const ES_SINGLE_CITY_PROVINCES: ReadonlySet<number> = new Set([51, 52]);

/**
 * Codes whose third digit is 0 but that belong to a town next to the capital, not to the capital itself:
 * Barañáin (31010), Ansoáin and Berriozar (31013) beside Pamplona; San Andrés del Rabanedo / Trobajo del
 * Camino (24010) beside León. Left without a city rather than named wrongly.
 */
export const ES_NOT_CAPITAL_CODES: ReadonlySet<string> = new Set(["24010", "31010", "31013"]);
