import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { LangLink } from "../ui/LangLink";
import { localePath } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { pages } from "../site/pages";
import { useLang, useT } from "../i18n/use-lang";
import { goTo } from "../site/island-url";
import type { ResolvedList } from "./catalogue";
import {
  formatList,
  listHref,
  MAX_LINES,
  MAX_NOTE,
  MAX_QTY,
  mergeLists,
  parseList,
  qtyInRange,
  type QuoteLine,
} from "./quote-list";
import { readList, subscribe, writeList } from "./quote-store";

type Line = QuoteLine & { label: string; path: string };

/** The static export (catalogue pages by path) has no server to make the quote pack. */
const HAS_SERVER = __CATALOGUE_PAGE_URLS__ === "query";

const noList = () => null;

/** What the quote list's island gets from the server: the URL's list and the catalogue's names. */
export type QuoteToolProps = ResolvedList & {
  catalogue: { id: string; label: string; path: string }[];
  retiredEntries: { id: string; code: string }[];
};

/**
 * The quote list, an island that wakes once the page has loaded (decision 042): the list lives
 * in localStorage, so the server's rendering (the URL's lines, links that rewrite it) becomes
 * the stored list's editable rows.
 */
export function QuoteTool(loaderData: QuoteToolProps) {
  const lang = useLang();
  const t = useT();
  const { catalogue } = loaderData;
  const byId = useMemo(() => new Map(catalogue.map((p) => [p.id, p])), [catalogue]);
  const retiredCodes = useMemo(
    () => new Map(loaderData.retiredEntries.map((p) => [p.id, p.code])),
    [loaderData.retiredEntries],
  );
  // What the URL brought, kept for the notes after the URL is made bare.
  const [arrived] = useState(() => ({
    dropped: loaderData.dropped,
    tooMany: loaderData.tooMany,
  }));
  // Retired products the URL or the stored list named: each said once, in a note.
  const [retired, setRetired] = useState<string[]>(loaderData.retired);
  // null on the server and while hydrating: the server's rendering (the URL's lines).
  const raw = useSyncExternalStore(subscribe, readList, noList);
  const stored = raw === null ? null : parseList(raw).lines;

  // A list saved before a product was retired: the product leaves it (below), and its note
  // stays after it left (kept as state while rendering, as React advises for derived state).
  const gone = stored?.flatMap((line) => retiredCodes.get(line.id) ?? []) ?? [];
  const fresh = gone.filter((code) => !retired.includes(code));
  if (fresh.length > 0) setRetired([...retired, ...fresh]);
  useEffect(() => {
    if (raw === null) return;
    const saved = parseList(raw).lines;
    if (!saved.some((line) => retiredCodes.has(line.id))) return;
    writeList(formatList(saved.filter((line) => !retiredCodes.has(line.id))));
  }, [raw, retiredCodes]);

  useEffect(() => {
    const fromUrl = loaderData.lines.map(({ id, qty, note }) => ({ id, qty, note }));
    if (fromUrl.length === 0) return;
    // Retired products stay for the effect above, which says it drops them.
    const known = parseList(readList()).lines.filter(
      (line) => byId.has(line.id) || retiredCodes.has(line.id),
    );
    writeList(formatList(mergeLists(known, fromUrl)));
    goTo(localePath(lang, "/quote"), { replace: true });
    // Once per visit: the URL change that follows is this effect's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const interactive = stored !== null;
  const lines: Line[] = interactive
    ? stored.flatMap((line) => {
        const product = byId.get(line.id);
        return product ? [{ ...line, label: product.label, path: product.path }] : [];
      })
    : loaderData.lines;
  const plain = (list: readonly Line[]) => list.map(({ id, qty, note }) => ({ id, qty, note }));
  const save = (next: readonly QuoteLine[]) => writeList(formatList(next));
  const quotePath = localePath(lang, "/quote");

  return (
    <section className="container section quote" aria-labelledby="quote-sheet-title">
      <h2 id="quote-sheet-title" className="quote__sheet-title">
        {t("quote.sheetTitle")}
      </h2>
      {retired.map((code) => (
        <p key={code} className="notice quote__notice" role="status">
          {t("quote.retired", { product: code })}
        </p>
      ))}
      {arrived.dropped.length > 0 && (
        <p className="notice quote__notice" role="status">
          {t("quote.dropped", { ids: arrived.dropped.join(", ") })}
        </p>
      )}
      {arrived.tooMany && (
        <p className="notice quote__notice" role="status">
          {t("quote.tooMany", { max: MAX_LINES })}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="quote__empty">{t("quote.empty")}</p>
      ) : (
        <table className="quote__table">
          <caption>{t("quote.count", { count: lines.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("quote.product")}</th>
              <th scope="col">{t("quote.qty")}</th>
              <th scope="col">{t("quote.note")}</th>
              <th scope="col" className="quote__actions-col">
                <span className="sr-only">{t("quote.remove")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) =>
              interactive ? (
                <EditRow
                  key={line.id}
                  line={line}
                  onChange={(patch) =>
                    save(plain(lines).map((l, i) => (i === index ? { ...l, ...patch } : l)))
                  }
                  onRemove={() => save(plain(lines).filter((_, i) => i !== index))}
                />
              ) : (
                <LinkRow key={line.id} line={line} lines={lines} index={index} />
              ),
            )}
          </tbody>
        </table>
      )}
      <div className="button-row quote__actions">
        {lines.length > 0 && (
          <LangLink className="button" to={listHref("/contact", plain(lines))}>
            {t("quote.request")}
          </LangLink>
        )}
        {lines.length > 0 && HAS_SERVER && (
          // A plain GET: the server makes the file from the list in the URL (server/documents/quote-pack.ts).
          <a
            className="button button--ghost"
            href={listHref(localePath(lang, "/quote.pdf"), plain(lines))}
            type="application/pdf"
          >
            {t("quote.pdf")}
          </a>
        )}
        <LangLink className="button button--ghost" to="/products">
          {lines.length > 0 ? t("quote.continue") : t("quote.browse")}
        </LangLink>
        {lines.length > 0 &&
          (interactive ? (
            <>
              <button type="button" className="button button--ghost" onClick={() => print()}>
                {t("quote.print")}
              </button>
              <button type="button" className="button button--ghost" onClick={() => save([])}>
                {t("quote.clear")}
              </button>
            </>
          ) : (
            <a className="button button--ghost" href={quotePath}>
              {t("quote.clear")}
            </a>
          ))}
      </div>
      {lines.length > 0 && (
        <p className="quote__share">
          <a href={listHref(quotePath, plain(lines))}>{t("quote.share")}</a>
        </p>
      )}
      {lines.length > 0 && !HAS_SERVER && (
        <p className="quote__share">
          {t("quote.pdfStatic")}{" "}
          <LangLink to="/downloads">{pick(pages.downloads.title, lang)}</LangLink>
        </p>
      )}
    </section>
  );
}

/**
 * Without JavaScript: fewer, more and remove are links to the list rewritten, `nofollow` so that
 * a crawler does not walk every quantity.
 */
function LinkRow({ line, lines, index }: { line: Line; lines: Line[]; index: number }) {
  const t = useT();
  const lang = useLang();
  const path = localePath(lang, "/quote");
  const withQty = (qty: number) =>
    listHref(
      path,
      lines.map((l, i) => (i === index ? { ...l, qty } : l)),
    );
  const product = line.label;
  return (
    <tr>
      <th scope="row">
        <LangLink to={line.path}>{line.label}</LangLink>
      </th>
      <td className="quote__qty">
        {line.qty > 1 && (
          <a href={withQty(line.qty - 1)} rel="nofollow" aria-label={t("quote.less", { product })}>
            −
          </a>
        )}{" "}
        <span>{line.qty}</span>{" "}
        {line.qty < MAX_QTY && (
          <a href={withQty(line.qty + 1)} rel="nofollow" aria-label={t("quote.more", { product })}>
            +
          </a>
        )}
        {!qtyInRange(line.qty) && <span className="quote__error"> {t("quote.qtyRange")}</span>}
      </td>
      <td>{line.note}</td>
      <td>
        <a
          href={listHref(
            path,
            lines.filter((_, i) => i !== index),
          )}
          rel="nofollow"
          aria-label={t("quote.removeItem", { product })}
        >
          {t("quote.remove")}
        </a>
      </td>
    </tr>
  );
}

/** With JavaScript: quantity and note are fields, saved as they change. */
function EditRow(props: {
  line: Line;
  onChange: (patch: Partial<QuoteLine>) => void;
  onRemove: () => void;
}) {
  const { line } = props;
  const t = useT();
  const [qty, setQty] = useState(String(line.qty));
  const valid = /^\d+$/.test(qty) && qtyInRange(Number(qty));
  const qtyId = `qty-${line.id}`;
  const noteId = `note-${line.id}`;
  const errorId = `qty-error-${line.id}`;
  return (
    <tr>
      <th scope="row">
        <LangLink to={line.path}>{line.label}</LangLink>
      </th>
      <td className="quote__qty">
        <label className="sr-only" htmlFor={qtyId}>
          {t("quote.qty")}: {line.label}
        </label>
        <input
          id={qtyId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QTY}
          step={1}
          value={qty}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : errorId}
          onChange={(event) => {
            setQty(event.target.value);
            const value = Number(event.target.value);
            if (/^\d+$/.test(event.target.value) && qtyInRange(value))
              props.onChange({ qty: value });
          }}
        />
        {!valid && (
          <p className="quote__error" id={errorId}>
            {t("quote.qtyRange")}
          </p>
        )}
      </td>
      <td>
        <label className="sr-only" htmlFor={noteId}>
          {t("quote.note")}: {line.label}
        </label>
        <input
          id={noteId}
          type="text"
          maxLength={MAX_NOTE}
          placeholder={t("quote.notePlaceholder")}
          defaultValue={line.note}
          onChange={(event) => props.onChange({ note: event.target.value })}
        />
      </td>
      <td>
        <button
          type="button"
          className="quote__remove"
          aria-label={t("quote.removeItem", { product: line.label })}
          onClick={props.onRemove}
        >
          {t("quote.remove")}
        </button>
      </td>
    </tr>
  );
}
