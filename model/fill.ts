/** A template of the words with its {placeholders} filled in; numbers written as people read them (1,024). */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : typeof value === "number" ? value.toLocaleString("en") : value;
  });
