import type { Route } from "./+types/files";
import { requestLang } from "../../i18n/lang";
import { localePath } from "../../i18n/lang";
import { seoulToday } from "../../lib/site-clock";
import { absoluteUrl } from "../../site/url";
import { calendarIcs, fileName, planXlsx, sheetPdf, type PlantFile } from "./files.server";
import { deskRows, plantByToken, plantHeading } from "./plant.server";

/**
 * A plant's files (plan.xlsx, sheet.pdf, calendar.ics), by the plant's token as its page: the
 * server answers an unknown token with 404, a revoked one with 410 and a merged plant's with a
 * 301 before this (server/app.ts), and never lets anything keep them (`private, no-store`).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = plantByToken(context, params.token);
  if (!found) {
    return new Response("Not Found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const lang = requestLang(request);
  const { plant, units } = found;
  const today = seoulToday();
  const file: PlantFile = {
    heading: plantHeading(plant, lang),
    rows: deskRows(units.store.plants.desk(plant.id, today), lang),
    link: absoluteUrl(localePath(lang, `/plant/${plant.token}`)),
    unitLink: (row) => absoluteUrl(row.href),
    today,
    windowDays: units.store.plants.reminderDays(),
    lang,
  };
  const path = new URL(request.url).pathname;
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (path.endsWith("/calendar.ics")) {
    return new Response(calendarIcs(file, new Date()), {
      headers: {
        ...headers,
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `inline; filename="${fileName("calendar.ics")}"`,
      },
    });
  }
  const pdf = path.endsWith("/sheet.pdf");
  const bytes = pdf ? await sheetPdf(file, new Date()) : await planXlsx(file);
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...headers,
      "Content-Type": pdf
        ? "application/pdf"
        : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${fileName(pdf ? "sheet.pdf" : "plan.xlsx")}"`,
    },
  });
}
