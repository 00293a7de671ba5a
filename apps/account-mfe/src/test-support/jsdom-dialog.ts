// jsdom has no modal <dialog>. This one opens and closes it the way browsers do, focus included (into the dialog,
// then back to what had it), so a spec sees where focus really ends up after a confirmation.
const returnTo = new WeakMap<HTMLDialogElement, Element | null>();

HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  returnTo.set(this, document.activeElement);
  this.setAttribute('open', '');
  this.querySelector('button')?.focus();
};

HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  const previous = returnTo.get(this);
  if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
};
