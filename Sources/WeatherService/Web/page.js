// Loads the forecast page again once its data has expired: `data-expires` on this script's
// tag holds the seconds (the data's age at rendering subtracted). It reloads only a page that
// is seen and that nobody is using: while the page is hidden, or a form field has focus or
// holds typed text, it waits and checks again (on visibility, on leaving the field, and every
// 15 seconds). A reload would otherwise wipe a search being typed. Without script the page
// reads the same; it is only not refreshed.
(() => {
  const script = document.currentScript;
  const seconds = Number(script && script.dataset.expires);
  if (!(seconds > 0)) return;
  const due = Date.now() + seconds * 1000;
  const busy = () => {
    const active = document.activeElement;
    if (active && active.matches('input, textarea, select, button, summary')) return true;
    if (document.querySelector('details[open]')) return true;
    return [...document.querySelectorAll('input:not([type=hidden]), textarea')].some((field) => field.value !== field.defaultValue);
  };
  const check = () => {
    if (Date.now() >= due && document.visibilityState === 'visible' && !busy()) location.reload();
  };
  setTimeout(() => {
    check();
    setInterval(check, 15000);
  }, seconds * 1000);
  document.addEventListener('visibilitychange', check);
  document.addEventListener('focusout', () => setTimeout(check, 0));
})();
