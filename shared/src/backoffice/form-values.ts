/**
 * The values of a submitted form's named fields, read from its elements (the back office's forms
 * are plain: the browser validates them, the API checks them again).
 */
export function formValues(form: HTMLFormElement): (name: string) => string {
  return (name) => {
    const field = form.elements.namedItem(name);
    // A group of radio buttons: the checked one's value.
    if (field instanceof RadioNodeList) return field.value;
    return field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement
      ? field.value
      : '';
  };
}
