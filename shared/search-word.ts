/** A word as search compares it: lower-case and without accents ('Chúcha' and 'chucha', 'Berço' and 'berco' are one word). */
export const searchWord = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
