/** Hidden inputs from a name → value map (the CRM identifiers and defaults travel with every lead). */
export function HiddenFields({ values }: { values: Readonly<Record<string, string>> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
