/** Hidden inputs from a name → value map (CRM identifiers and defaults travel with a native POST). */
export function HiddenFields({ values }: { values: Readonly<Record<string, string>> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
