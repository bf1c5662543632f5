/** The control a field's problem sends the focus to: for a group of radios or checkboxes, its first. */
export function controlOf(form: HTMLFormElement, name: string): HTMLElement | null {
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) {
    const first = control[0];
    return first instanceof HTMLElement ? first : null;
  }
  return control instanceof HTMLElement ? control : null;
}
