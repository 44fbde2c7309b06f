import { PDFDocument } from "pdf-lib";
import { copies } from "../../../shared/copy";
import { shopDay } from "../../../shared/shop-day";
import { countryNameIn } from "../../lib/formats-in";
import { PdfTextFlow } from "../../lib/pdf-text-flow";
import { addressLines, lineOptionsText } from "./order-mail";
import type { OrderView } from "./order-reads.repo";
import { parcelAddress } from "./parcel-address";

/**
 * The packing slips of the orders being packed (issue 49), one A4 page each in the order's own language, in the order
 * given: its number and day, where it goes, each line with its size, colour or pack and quantity, and the units in all
 * — no prices (the slip travels in the parcel, a gift's too), and for a birth list's gift who it is from and their
 * message. One PDF, printed at once.
 */
export async function packingSlipsPdf(orders: OrderView[], seller: string): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(orders.length === 1 ? copies[orders[0]!.language].orders.packingSlip.title(copies.pt.orders.number(orders[0]!.id)) : seller);
  pdf.setAuthor(seller);
  pdf.setCreator(seller);
  pdf.setProducer(seller);
  const writer = await PdfTextFlow.start(pdf);
  orders.forEach((order, n) => {
    if (n > 0) writer.nextPage();
    const lang = order.language;
    const c = copies[lang].orders;
    const t = c.packingSlip;
    const units = order.items.reduce((sum, i) => sum + i.quantity, 0);
    writer.lines([
      { text: seller, size: 9 },
      { text: t.title(c.number(order.id)), size: 16, bold: true, gap: 6 },
      {
        text: t.placedOn(
          shopDay(new Date(order.paidAt ?? order.createdAt))
            .split("-")
            .reverse()
            .join("/"),
        ),
      },
      { text: t.shipTo, bold: true, gap: 14 },
      ...addressLines(parcelAddress(order), countryNameIn(lang, order.shippingCountry)).map((text) => ({ text })),
      { text: t.lines, bold: true, gap: 14 },
      ...order.items.map((i) => ({ text: t.line(i.quantity, i.productName, lineOptionsText(i)), gap: 2 })),
      { text: t.units(units), bold: true, gap: 10 },
      // A gift from a birth list (issue 50): who it is from and their message, for whoever opens the parcel.
      ...(order.gift
        ? [
            { text: t.giftFrom(order.gift.from), bold: true, gap: 14 },
            ...(order.gift.message ? [{ text: t.giftMessage, gap: 4 }, { text: order.gift.message }] : []),
          ]
        : []),
      { text: t.thanks, size: 9, gap: 24 },
    ]);
  });
  return pdf.save() as Promise<Uint8Array<ArrayBuffer>>;
}
