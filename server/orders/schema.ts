/**
 * The orders' schema step of the inquiry database (docs/decisions/047-orders.md): new tables
 * only, so it stands after whatever step comes before it. An order belongs to its inquiry (ON
 * DELETE CASCADE), so the inquiry's retention and erasure take it, its lines, its deliveries and
 * their serials with it; the units a delivery made live on in the units database, which names no
 * person.
 *
 * - `orders`: one per accepted quotation (or one staff made from an inquiry: a phone or fax
 *   order). Its figures are stored as made (whole won), with the buyer's block as printed (JSON);
 *   `version` grows with every change, so an edit from a stale page is refused, never lost;
 *   `nonce` is the random half of the buyer's link.
 * - `order_lines`: the lines, their promised day (납기) and how far the maker is with them.
 * - `order_numbers`: O-2026-0001, per Seoul year.
 * - `order_date_moves`: a promised day moved, from what, to what and why.
 * - `deliveries`, `delivery_lines`, `delivery_serials`: what left on a day, per line, with the
 *   maker's serial of each unit and the serial of the unit it became (units database).
 */
export const ORDER_MIGRATION = `
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    quotation_id INTEGER REFERENCES quotations (id) ON DELETE SET NULL,
    number TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL CHECK (source IN ('quotation', 'phone', 'fax', 'mail')),
    created_at TEXT NOT NULL,
    won_on TEXT NOT NULL,
    actor TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    po_number TEXT NOT NULL DEFAULT '',
    buyer_name TEXT NOT NULL DEFAULT '',
    payment TEXT NOT NULL DEFAULT '',
    site TEXT NOT NULL DEFAULT '',
    buyer_number TEXT NOT NULL DEFAULT '',
    supply INTEGER NOT NULL,
    tax INTEGER NOT NULL,
    total INTEGER NOT NULL,
    buyer TEXT NOT NULL,
    nonce TEXT NOT NULL UNIQUE,
    confirmed_at TEXT,
    completed_on TEXT
  );
  CREATE INDEX orders_inquiry ON orders (inquiry_id);
  CREATE UNIQUE INDEX orders_quotation ON orders (quotation_id) WHERE quotation_id IS NOT NULL;

  CREATE TABLE order_lines (
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 1),
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    note TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
    unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
    promised_on TEXT,
    stage TEXT NOT NULL DEFAULT 'ordered' CHECK (stage IN ('ordered', 'production', 'shipped')),
    PRIMARY KEY (order_id, position)
  );

  CREATE TABLE order_numbers (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
  );

  CREATE TABLE order_date_moves (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    from_on TEXT NOT NULL,
    to_on TEXT NOT NULL,
    reason TEXT NOT NULL
  );
  CREATE INDEX order_date_moves_order ON order_date_moves (order_id);

  CREATE TABLE deliveries (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    n INTEGER NOT NULL CHECK (n >= 1),
    delivered_on TEXT NOT NULL,
    created_at TEXT NOT NULL,
    actor TEXT NOT NULL,
    supplier TEXT NOT NULL,
    supply INTEGER NOT NULL,
    tax INTEGER NOT NULL,
    total INTEGER NOT NULL,
    UNIQUE (order_id, n)
  );

  CREATE TABLE delivery_lines (
    delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    PRIMARY KEY (delivery_id, position)
  );

  CREATE TABLE delivery_serials (
    delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    maker_serial TEXT NOT NULL,
    unit_serial TEXT,
    PRIMARY KEY (delivery_id, position, maker_serial)
  );
`;

/**
 * A buyer's purchase order that came by mail, attached to its order (issue 82 item 1): the
 * order names the mail's kept attachment, never a copy of it, so the mail's retention and
 * erasure take the link with the file. New tables only, as the step before.
 */
export const ORDER_MAIL_FILES_MIGRATION = `
  CREATE TABLE order_mail_files (
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    mail_file INTEGER NOT NULL REFERENCES mail_files (id) ON DELETE CASCADE,
    attached_at TEXT NOT NULL,
    attached_by TEXT NOT NULL,
    PRIMARY KEY (order_id, mail_file)
  );
  CREATE INDEX order_mail_files_file ON order_mail_files (mail_file);
`;

/**
 * The 거래명세서's buyer block as the form has it: the buyer's representative (성명) and business
 * address (사업장 주소), beside the registration number (server/orders/fields.ts).
 */
export const ORDER_BUYER_FORM_MIGRATION = `
  ALTER TABLE orders ADD COLUMN buyer_ceo TEXT NOT NULL DEFAULT '';
  ALTER TABLE orders ADD COLUMN buyer_address TEXT NOT NULL DEFAULT '';
`;

/**
 * The 거래명세서 kept for the tax law once its order is gone (kept.ts): no reference to the
 * inquiry or the order, so their deletion leaves it; `keep_until` is its last day, and the
 * retention job deletes it after. The list's columns stand beside the paper, so a list of many
 * reads no papers. New tables only, as the steps before.
 */
export const KEPT_STATEMENTS_MIGRATION = `
  CREATE TABLE kept_statements (
    label TEXT PRIMARY KEY,
    order_number TEXT NOT NULL,
    n INTEGER NOT NULL,
    company TEXT NOT NULL,
    total INTEGER NOT NULL,
    delivered_on TEXT NOT NULL,
    keep_until TEXT NOT NULL,
    kept_at TEXT NOT NULL,
    lang TEXT NOT NULL,
    paper TEXT NOT NULL
  );
  CREATE INDEX kept_statements_day ON kept_statements (delivered_on);
  CREATE INDEX kept_statements_until ON kept_statements (keep_until);
`;

/**
 * What is left of a line that the buyer no longer takes (issue 82 item 8): each cancellation
 * with its quantity, day and reason, mailed to the buyer. A line's open quantity is what was
 * ordered less what was delivered and what was cancelled, so an order whose rest was cancelled
 * is complete and leaves the open order book. Its supply is the 공급가액 cancelled (quantity × unit
 * price, whole won), computed once. The index finds the delivery a unit came from (its staff
 * page). A new table and an index, as the steps before.
 */
export const ORDER_CANCELS_MIGRATION = `
  CREATE TABLE order_cancels (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    supply INTEGER NOT NULL,
    cancelled_on TEXT NOT NULL,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    reason TEXT NOT NULL
  );
  CREATE INDEX order_cancels_order ON order_cancels (order_id, position);
  CREATE INDEX delivery_serials_unit ON delivery_serials (unit_serial);
`;
