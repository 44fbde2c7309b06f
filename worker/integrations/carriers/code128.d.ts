/** JsBarcode's Code 128 encoder (no DOM): the symbol's modules as '1' (bar) and '0' (space), start, check and stop included. */
declare module "jsbarcode/bin/barcodes/CODE128/index.js" {
  export class CODE128 {
    constructor(text: string, options: object);
    valid(): boolean;
    encode(): { data: string; text: string };
  }
}
