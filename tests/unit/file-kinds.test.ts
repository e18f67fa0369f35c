import { describe, expect, it } from "vitest";
import { attachmentType, sniff } from "../../server/platform/file-kinds";

const bytes = (hex: string, tail = "") =>
  Buffer.concat([Buffer.from(hex, "hex"), Buffer.from(tail, "latin1")]);

describe("a file's kind, by its bytes", () => {
  it("reads the signatures of the files the site takes", () => {
    expect(sniff(Buffer.from("%PDF-1.7\n"))).toBe("pdf");
    expect(sniff(bytes("89504e470d0a1a0a", "rest"))).toBe("png");
    expect(sniff(bytes("ffd8ffe0"))).toBe("jpeg");
    expect(sniff(Buffer.from("GIF89a...."))).toBe("gif");
    expect(sniff(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("webp");
    expect(sniff(bytes("504b0304", "[Content_Types].xml"))).toBe("zip");
    expect(sniff(bytes("d0cf11e0a1b11ae1"))).toBe("ole");
    expect(sniff(Buffer.from("AC1032\x00\x00", "latin1"))).toBe("dwg");
    expect(sniff(Buffer.from("품번,수량\r\n480-035,2\r\n"))).toBe("text");
  });

  it("knows no executable, HTML, SVG or binary noise", () => {
    expect(sniff(bytes("4d5a9000", "This program cannot be run in DOS mode"))).toBeUndefined();
    expect(sniff(Buffer.from("  <!doctype html><script>alert(1)</script>"))).toBeUndefined();
    expect(sniff(Buffer.from("\uFEFF<svg onload=alert(1)>"))).toBeUndefined();
    expect(sniff(bytes("7f454c46"))).toBeUndefined();
    expect(sniff(bytes("c3"))).toBeUndefined();
    expect(sniff(Buffer.alloc(0))).toBeUndefined();
    // A PDF header further in, after HTML, is not a PDF.
    expect(sniff(Buffer.from("<html>%PDF-1.4"))).toBeUndefined();
  });
});

describe("the type a reply's file or a purchase order is mailed with", () => {
  it("comes from the bytes, when the name's extension is of their kind", () => {
    expect(attachmentType("발주서 (최종).PDF", Buffer.from("%PDF-1.4"))).toBe("application/pdf");
    expect(attachmentType("견적.xlsx", bytes("504b0304"))).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(attachmentType("사양.hwp", bytes("d0cf11e0a1b11ae1"))).toBe("application/x-hwp");
    expect(attachmentType("list.csv", Buffer.from("a,b\n"))).toBe("text/csv; charset=utf-8");
  });

  it("is none for an executable, HTML, or a name its bytes belie", () => {
    const exe = bytes("4d5a9000");
    expect(attachmentType("setup.exe", exe)).toBeUndefined();
    expect(attachmentType("invoice.pdf", exe)).toBeUndefined();
    expect(attachmentType("page.html", Buffer.from("<html></html>"))).toBeUndefined();
    expect(attachmentType("page.txt", Buffer.from("<html></html>"))).toBeUndefined();
    expect(attachmentType("installer.msi", bytes("d0cf11e0a1b11ae1"))).toBeUndefined();
    expect(attachmentType("drawing.pdf.xlsx", Buffer.from("%PDF-1.4"))).toBeUndefined();
    expect(attachmentType("no-extension", Buffer.from("%PDF-1.4"))).toBeUndefined();
  });
});
