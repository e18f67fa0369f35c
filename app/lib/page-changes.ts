/**
 * Runs `run` at most once a frame while the page's elements change under it (navigation under
 * the app, results that arrive later), for plain script that marks what it finds in the page.
 */
export function onPageChanges(run: () => void): void {
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      run();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
