import { describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";

/**
 * Issue 44 (decisions/0064): one word for an order in the Portuguese shop. SPEC dictates 'Meus Pedidos', 'Cancelar
 * Pedido' and 'Erro ao carregar detalhes do pedido.' verbatim; everywhere else an order is an 'encomenda' (the word
 * of European Portuguese, and of 'Encomendar com obrigação de pagamento'). 'Pedido' stays where it means a request
 * (an MB WAY payment request, an HTTP request, a request for an alert), never an order.
 */
const ALLOWED: Record<string, RegExp> = {
  // SPEC's words, verbatim ('Meus Pedidos', the page's name, is allowed wherever it is named).
  "orderPages.loadDetailsError": /^Erro ao carregar detalhes do pedido\.$/,
  "pendingDialog.cancel": /^Cancelar Pedido$/,
};
/** 'Meus Pedidos' named as SPEC names the page, inside a longer sentence; and 'pedido' as a request. */
const SPEC_PAGE = /Meus Pedidos/g;
const REQUEST =
  /[Pp]edido (MB WAY|de aviso|de novo)|pedidos forjados|O pedido (não pôde ser lido|é demasiado grande)|Pedido recusado|Assinatura do pedido|Foi pedido um link|Reembolso de .* pedido/g;

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (typeof value === "function") {
    for (const args of [["X1", "X2", "X3"], [2, "x", "y"], [{ name: "x", email: "a@b.pt", address: "Rua", nipc: "1", phone: "1" }]]) {
      try {
        strings((value as (...a: unknown[]) => unknown)(...args), `${path}()`, out);
        break;
      } catch {}
    }
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) strings(v, `${path}[${i}]`, out);
  } else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe("the Portuguese word for an order", () => {
  it("is 'encomenda' wherever SPEC does not dictate 'pedido'", () => {
    const found = strings(copies.pt, "")
      .filter(([path, text]) => !(ALLOWED[path]?.test(text) ?? false))
      .map(([path, text]) => [path, text.replace(SPEC_PAGE, "").replace(REQUEST, "")] as const)
      .filter(([, text]) => /\bpedidos?\b/i.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(found).toEqual([]);
  });

  it("SPEC's own 'pedido' strings are kept", () => {
    const all = new Map(strings(copies.pt, ""));
    for (const [path, text] of Object.entries(ALLOWED)) if (all.has(path)) expect(all.get(path)).toMatch(text);
    expect([...all.keys()].filter((k) => k in ALLOWED)).toEqual(Object.keys(ALLOWED));
  });
});
