// The inbox page's only script of its own, run in her browser after @simplewebauthn/browser's bundle (script.ts puts
// them together): a form marked `data-passkey` asks the browser for a passkey when it is sent, puts the answer in its
// `response` field, and is then sent as the plain form it is. Written here to be checked like the rest of the code,
// and given to the browser as its source text: it must use nothing from outside itself.

interface WebAuthnBrowser {
  startAuthentication(options: { optionsJSON: unknown }): Promise<unknown>;
  startRegistration(options: { optionsJSON: unknown }): Promise<unknown>;
}

export function passkeyForms(webauthn: WebAuthnBrowser): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-passkey]")) {
    const button = form.querySelector("button");
    const said = form.querySelector<HTMLElement>("[data-failed]");
    const response = form.elements.namedItem("response");
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!button || !(response instanceof HTMLInputElement)) return;
      button.disabled = true;
      const optionsJSON: unknown = JSON.parse(form.dataset.options ?? "{}");
      const asked =
        form.dataset.passkey === "sign-in"
          ? webauthn.startAuthentication({ optionsJSON })
          : webauthn.startRegistration({ optionsJSON });
      asked.then(
        (answer) => {
          response.value = JSON.stringify(answer);
          form.submit();
        },
        () => {
          if (said) said.textContent = said.dataset.failed ?? "";
          button.disabled = false;
        },
      );
    });
  }
}
