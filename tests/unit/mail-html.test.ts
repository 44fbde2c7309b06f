import { describe, expect, it } from "vitest";
import { shipOrderSchema } from "../../shared/admin";
import { carrierName } from "../../shared/carriers";
import { addressLines } from "../../worker/features/orders/order-mail";
import { mailHtml } from "../../worker/integrations/mail-html";

// Issue 44, decisions/0059: the HTML part every e-mail gets from its text, the address block, the carrier 'Outra'.

const body = (text: string) => /<div[^>]*>(.*)<\/div><\/body>/.exec(mailHtml({ subject: "Assunto <x>", text }))![1];

describe("an e-mail's HTML part", () => {
  it("escapes every character of the text, the subject too", () => {
    const html = mailHtml({ subject: "Assunto <x>", text: `Olá <script>alert("x")</script> & 'eu',` });
    expect(html).toContain("<title>Assunto &lt;x&gt;</title>");
    expect(html).toContain("Olá &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;eu&#39;,");
    expect(html).not.toContain("<script>");
  });

  it("paragraphs, line breaks, '- ' lists and a short first line ending in ':' as the paragraph's heading", () => {
    expect(body("Olá Ana,\n\nProdutos:\n- 1 × Biberão: 9,99 €\n- 2 × Chupeta: 5,00 €\nTotal: 19,99 €")).toBe(
      '<p style="margin:0 0 16px">Olá Ana,</p><p style="margin:0 0 16px"><strong>Produtos:</strong></p>' +
        '<ul style="margin:0 0 16px;padding-left:20px"><li>1 × Biberão: 9,99 €</li><li>2 × Chupeta: 5,00 €</li></ul>' +
        '<p style="margin:0 0 16px">Total: 19,99 €</p>',
    );
  });

  it("links: 'Label: URL' as the link 'Label', an address in a sentence to itself, only http(s), attributes escaped", () => {
    const labelled = body("Veja a sua encomenda em Meus Pedidos: https://loja.pt/meus-pedidos");
    expect(labelled).toContain('<a href="https://loja.pt/meus-pedidos" style="');
    expect(labelled).toMatch(/>Veja a sua encomenda em Meus Pedidos<\/a><\/p>$/);
    const inline = body('Abra https://loja.pt/p?a=1&b="2" e veja.');
    expect(inline).toContain('<a href="https://loja.pt/p?a=1&amp;b=" style=');
    expect(inline).toContain("&quot;2&quot; e veja.");
    const sentence = body("Veja aqui https://loja.pt/x.");
    expect(sentence).toMatch(/<a href="https:\/\/loja\.pt\/x" [^>]*>https:\/\/loja\.pt\/x<\/a>\.<\/p>$/);
    expect(body("Clique: javascript:alert(1)")).not.toContain("<a ");
  });
});

describe("the delivery address in e-mails", () => {
  const a = { fullName: "Maria Silva", address: "Rua Augusta", number: "10", complement: null, zipCode: "1100-148", city: "Lisboa", state: "Lisboa" };
  it("names the freguesia and the city once (the district only when it is another place)", () => {
    expect(addressLines({ ...a, neighborhood: "Santa Maria Maior" }, "Portugal")).toEqual([
      "Maria Silva",
      "Rua Augusta 10",
      "Santa Maria Maior",
      "1100-148 Lisboa",
      "Portugal",
    ]);
    expect(addressLines({ ...a, city: "Amadora", zipCode: "2700-001", neighborhood: "Venteira", complement: "3.º Esq" }, "Portugal")).toEqual([
      "Maria Silva",
      "Rua Augusta 10, 3.º Esq",
      "Venteira",
      "2700-001 Amadora",
      "Lisboa",
      "Portugal",
    ]);
    expect(addressLines({ ...a, recipientName: "Rita Sousa" }, "Portugal")[0]).toBe("Rita Sousa");
  });
});

describe("the carrier 'Outra' (issue 44)", () => {
  it("needs its name to ship, and is said by it", () => {
    expect(shipOrderSchema.safeParse({ carrier: "other", trackingNumber: "ABC-123" }).success).toBe(false);
    expect(shipOrderSchema.safeParse({ carrier: "other", carrierName: " ", trackingNumber: "ABC-123" }).success).toBe(false);
    expect(shipOrderSchema.safeParse({ carrier: "other", carrierName: "Nacex", trackingNumber: "ABC-123" }).success).toBe(true);
    expect(shipOrderSchema.safeParse({ carrier: "ctt", trackingNumber: "ABC-123" }).success).toBe(true);
    expect(carrierName("other", "outra transportadora", "Nacex")).toBe("Nacex");
    expect(carrierName("other", "outra transportadora", null)).toBe("outra transportadora");
    expect(carrierName("ctt", "outra transportadora", "Nacex")).toBe("CTT");
  });
});
