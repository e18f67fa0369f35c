/** The company mark: a valve disc inside a ring, drawn for this site. */
export function SiteLogo() {
  return (
    <svg className="site-logo" aria-hidden="true" width="40" height="40" viewBox="0 0 40 40">
      <circle cx="20" cy="20" r="18" fill="var(--brand-primary)" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M12 28 28 12" stroke="var(--brand-accent)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
