/** Test environment shim, shared by the client's, the panel's and the storefront's screen tests. */
// React 19 builds `new FormData(form, submitter)` when a submit event also schedules a transition
// (a timing that depends on what else is settling at that moment). jest-fixed-jsdom's FormData is
// Node's, which cannot read a form element: read the form's fields here, as a browser does.
const FormDataDoNode = globalThis.FormData;
class FormDataComFormulario extends FormDataDoNode {
  constructor(formulario?: unknown, submissor?: unknown) {
    super();
    if (!(formulario instanceof window.HTMLFormElement)) return;
    for (const campo of Array.from(formulario.elements) as HTMLInputElement[]) {
      if (!campo.name || campo.disabled) continue;
      if (['submit', 'button', 'reset', 'image', 'file'].includes(campo.type) && campo !== submissor) continue;
      if (['checkbox', 'radio'].includes(campo.type) && !campo.checked) continue;
      this.append(campo.name, campo.value);
    }
  }
}
Object.defineProperty(globalThis, 'FormData', { writable: true, configurable: true, value: FormDataComFormulario });
