import { Link } from "react-router";
import type { InquiryDetail } from "../../../server/inquiries/inbox";
import type { RequestPhoto } from "../../../server/inquiries/request-photos";
import type { Lang } from "../../i18n/lang";
import { inboxWord } from "../frame/inbox-words";
import { adminPath } from "../words";

/**
 * A service or parts request from a unit's page (issue 58 item 5): its kind, the unit it came
 * from (its staff page), a parts order's sleeve elastomer, and the photos sent, shown here to
 * signed-in staff only (app/admin/inquiries/$ref/photos/$id/route.ts serves them, never cached).
 */
export function UnitRequest({
  inquiry,
  photos,
  lang,
}: {
  inquiry: InquiryDetail;
  photos: RequestPhoto[];
  lang: Lang;
}) {
  if (!inquiry.kind || inquiry.kind === "inquiry") return null;
  const w = (key: Parameters<typeof inboxWord>[1], vars?: Record<string, string | number>) =>
    inboxWord(lang, key, vars);
  const photoHref = (id: number) =>
    adminPath(lang, `/inquiries/${encodeURIComponent(inquiry.ref)}/photos/${id}`);
  return (
    <section className="admin-card inquiry-request" aria-labelledby="inquiry-request">
      <h2 id="inquiry-request">{w(`kind_${inquiry.kind}`)}</h2>
      <dl className="inquiry-fields">
        {inquiry.unitSerial && (
          <>
            <dt>{w("requestUnit")}</dt>
            <dd>
              <Link to={adminPath(lang, `/units/${inquiry.unitSerial}`)}>{inquiry.unitSerial}</Link>
            </dd>
          </>
        )}
        {inquiry.elastomer && (
          <>
            <dt>{w("elastomer")}</dt>
            <dd>{inquiry.elastomer}</dd>
          </>
        )}
      </dl>
      {photos.length > 0 && (
        <>
          <h3>{w("requestPhotos")}</h3>
          <ul className="inquiry-photos">
            {photos.map((photo) => {
              const label = w("requestPhoto", {
                n: photo.position,
                name: photo.name,
                width: photo.width,
                height: photo.height,
              });
              return (
                <li key={photo.id}>
                  <a href={photoHref(photo.id)}>
                    <img
                      src={photoHref(photo.id)}
                      alt={label}
                      width={160}
                      height={Math.round((160 * photo.height) / Math.max(1, photo.width))}
                      loading="lazy"
                    />
                  </a>
                  <span>{label}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
